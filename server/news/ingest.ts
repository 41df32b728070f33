/**
 * One feed document to articles: parse, then normalise every item against the feed's bases (its
 * xml:base, its own link, the address it came from). Shared by the refresh, which stores the
 * result, and the preview, which only shows it, so an operator previews exactly what would be stored.
 */
import { normaliseItem, type FeedSource, type NormalisedArticle } from '~/core/normalise';
import { htmlToText, truncate } from '~/core/text';
import { parseFeedDocument } from './parse-feed';

/** An item the normaliser refused, and why. */
export interface DroppedItem {
  title: string;
  link: string | null;
  reason: string;
}

export type IngestOutcome =
  { ok: true; format: string; articles: NormalisedArticle[]; dropped: DroppedItem[] } | { ok: false; error: string };

const DROPPED_TITLE_CHARS = 120;

export function ingestDocument(body: string, feed: FeedSource, now: Date, fetchedFrom: string | null): IngestOutcome {
  const parsed = parseFeedDocument(body);
  if (!parsed.ok) return parsed;
  const bases = { xmlBase: parsed.bases.xmlBase, feedLink: parsed.bases.link, fetchedFrom };
  const articles: NormalisedArticle[] = [];
  const dropped: DroppedItem[] = [];
  for (const item of parsed.items) {
    const result = normaliseItem(item, feed, now, bases);
    if (result.ok) articles.push(result.article);
    else
      dropped.push({
        title: truncate(htmlToText(item.title ?? ''), DROPPED_TITLE_CHARS),
        link: item.link?.trim() || null,
        reason: result.reason,
      });
  }
  return { ok: true, format: parsed.format, articles, dropped };
}
