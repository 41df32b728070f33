/**
 * Parsing a feed document (RSS 2.0, RSS 1.0/RDF, Atom, JSON Feed) with feedsmith into the plain
 * items the normaliser takes. XML entity declarations are refused before parsing: an entity bomb
 * or an external entity is never expanded.
 */
import { XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import type { RawFeedItem } from '~/core/normalise';

export type ParseOutcome =
  | {
      ok: true;
      format: string;
      items: RawFeedItem[];
      /** The feed's own link and xml:base (either may be relative), for resolving relative links. */
      bases: FeedDocumentBases;
    }
  | { ok: false; error: string };

export interface FeedDocumentBases {
  /** The feed element's xml:base (Atom, RSS with xml:base on the root or channel). */
  xmlBase: string | null;
  /** RSS channel link, Atom alternate link, JSON Feed home_page_url else feed_url. */
  link: string | null;
}

/** The spec: a document under 100 characters is not a feed. */
export const MIN_FEED_CHARS = 100;

type Loose = Record<string, unknown>;

const str = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value && typeof (value as Loose).value === 'string') {
    return (value as Loose).value as string;
  }
  return null;
};
const list = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);
const xmlBase = (node: Loose): string | null => str(((node.xml ?? {}) as Loose).base);
/** The item's xml:base, as a field only when it has one. */
const itemBase = (node: Loose): { base?: string } => {
  const base = xmlBase(node);
  return base ? { base } : {};
};

function mediaImages(item: Loose): string[] {
  const media = (item.media ?? {}) as Loose;
  const urls: string[] = [];
  for (const content of list(media.contents)) {
    const type = str(content.type) ?? '';
    if (str(content.medium) === 'image' || type.startsWith('image/') || (!content.medium && !type)) {
      const url = str(content.url);
      if (url) urls.push(url);
    }
  }
  for (const group of list(media.groups))
    for (const content of list(group.contents)) if (str(content.url)) urls.push(str(content.url)!);
  for (const thumbnail of list(media.thumbnails)) if (str(thumbnail.url)) urls.push(str(thumbnail.url)!);
  for (const enclosure of list(item.enclosures)) {
    if ((str(enclosure.type) ?? '').startsWith('image/') && str(enclosure.url)) urls.push(str(enclosure.url)!);
  }
  return urls;
}

function fromRss(item: Loose): RawFeedItem {
  const content = (item.content ?? {}) as Loose;
  const dc = (item.dc ?? {}) as Loose;
  // A guid is the item's link only when it is a permalink (RSS 2.0: isPermaLink="false" means it
  // is an opaque identifier, such as "shn-post-123", not a URL).
  const guid = (item.guid ?? {}) as Loose;
  const permalink = guid.isPermaLink === false ? null : str(guid.value);
  return {
    title: str(item.title),
    link: str(item.link) ?? permalink ?? null,
    description: str(item.description),
    content: str(content.encoded),
    published: str(item.pubDate) ?? str(list(dc.dates)[0]) ?? (typeof dc.date === 'string' ? dc.date : null),
    imageUrls: mediaImages(item),
    ...itemBase(item),
  };
}

function fromAtom(entry: Loose): RawFeedItem {
  const links = list(entry.links);
  const alternate = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
  return {
    title: str(entry.title),
    link: alternate ? str(alternate.href) : null,
    description: str(entry.summary),
    content: str(entry.content),
    published: str(entry.published) ?? str(entry.updated),
    imageUrls: [
      ...mediaImages(entry),
      ...links.filter((l) => l.rel === 'enclosure' && (str(l.type) ?? '').startsWith('image/')).map((l) => str(l.href) ?? ''),
    ],
    ...itemBase(entry),
  };
}

function fromJson(item: Loose): RawFeedItem {
  return {
    title: str(item.title),
    link: str(item.url) ?? str(item.external_url),
    description: str(item.summary),
    content: str(item.content_html) ?? str(item.content_text),
    published: str(item.date_published) ?? str(item.date_modified),
    imageUrls: [str(item.image), str(item.banner_image)],
  };
}

export function parseFeedDocument(text: string): ParseOutcome {
  const trimmed = text.trim();
  if (trimmed.length < MIN_FEED_CHARS) return { ok: false, error: 'Feed unavailable: response too short' };
  if (/<!DOCTYPE[^>]*\[[\s\S]*?<!ENTITY/i.test(trimmed) || /<!ENTITY/i.test(trimmed.slice(0, 10_000))) {
    return { ok: false, error: 'Refused: the document declares XML entities' };
  }
  // feedsmith is lenient with broken XML; a document that is not well-formed is refused, not guessed at.
  if (trimmed.startsWith('<')) {
    const valid = XMLValidator.validate(trimmed);
    if (valid !== true) {
      if (/\b404\b|not found/i.test(trimmed.slice(0, 2_000))) return { ok: false, error: 'Feed unavailable: page not found' };
      return { ok: false, error: `Malformed feed: ${valid.err.msg.replace(/\s+/g, ' ')} (line ${valid.err.line})` };
    }
  }
  let parsed: { format: string; feed: Loose };
  try {
    parsed = parseFeed(trimmed) as unknown as { format: string; feed: Loose };
  } catch (error) {
    // An error page served with status 200 ("404 Not Found") is an unavailable feed, not a parse bug.
    if (/\b404\b|not found/i.test(trimmed.slice(0, 2_000))) return { ok: false, error: 'Feed unavailable: page not found' };
    return { ok: false, error: `Malformed feed: ${(error as Error).message}` };
  }
  const feed = parsed.feed;
  switch (parsed.format) {
    case 'rss':
    case 'rdf':
      return {
        ok: true,
        format: parsed.format,
        items: list(feed.items).map(fromRss),
        bases: { xmlBase: xmlBase(feed), link: str(feed.link) },
      };
    case 'atom': {
      const links = list(feed.links);
      const alternate = links.find((l) => !l.rel || l.rel === 'alternate') ?? links.find((l) => l.rel === 'self');
      return {
        ok: true,
        format: 'atom',
        items: list(feed.entries).map(fromAtom),
        bases: { xmlBase: xmlBase(feed), link: alternate ? str(alternate.href) : null },
      };
    }
    case 'json':
      return {
        ok: true,
        format: 'json',
        items: list(feed.items).map(fromJson),
        bases: { xmlBase: null, link: str(feed.home_page_url) ?? str(feed.feed_url) },
      };
    default:
      return { ok: false, error: `Unsupported feed format ${parsed.format}` };
  }
}
