/**
 * Storing de-duplicated stories. A story already in the database (same canonical link, same
 * normalised title, or a title more than 0.8 similar by pg_trgm within the last 30 days) is not
 * stored twice: the earliest report stays the article and the other outlets are recorded on it.
 * Articles are never deleted here; older ones simply leave the reader window.
 */
import { eq, sql } from 'drizzle-orm';
import { TITLE_SIMILARITY_THRESHOLD, type DedupedStory } from '~/core/dedupe';
import type { NormalisedArticle } from '~/core/normalise';
import type { Db } from '~/server/db/client';
import { articles } from '~/server/db/schema';

/** How far back a similar title counts as the same story. */
const SIMILAR_STORY_WINDOW_DAYS = 30;

export interface StoreCounts {
  inserted: number;
  merged: number;
  unchanged: number;
  /** Inserted articles per feed key. */
  insertedByFeed: Map<string, number>;
}

type Report = { source: string; url: string };
type ExistingRow = {
  id: string;
  url: string;
  canonical_url: string;
  source: string;
  published_at: Date | string;
  also_reported_by: Report[];
};

async function findExisting(db: Db, story: DedupedStory<NormalisedArticle>): Promise<ExistingRow | null> {
  const { primary } = story;
  const urls = [primary, ...story.others].map((a) => a.canonicalUrl);
  const since = new Date(primary.publishedAt.getTime() - SIMILAR_STORY_WINDOW_DAYS * 86_400_000);
  // `%` uses the trigram index (default threshold 0.3); similarity() then applies ours.
  const result = (await db.execute(sql`
    SELECT id, url, canonical_url, source, published_at, also_reported_by
    FROM ${articles}
    WHERE canonical_url IN (${sql.join(
      urls.map((u) => sql`${u}`),
      sql`, `,
    )})
       OR title_key = ${primary.titleKey}
       OR (title_key % ${primary.titleKey}
           AND similarity(title_key, ${primary.titleKey}) > ${TITLE_SIMILARITY_THRESHOLD}
           AND published_at >= ${since.toISOString()})
    ORDER BY (canonical_url IN (${sql.join(
      urls.map((u) => sql`${u}`),
      sql`, `,
    )})) DESC, published_at ASC
    LIMIT 1`)) as unknown as { rows: ExistingRow[] };
  return result.rows[0] ?? null;
}

function mergeReports(current: Report[], additions: Report[], exclude: string): Report[] {
  const seen = new Set([exclude, ...current.map((r) => r.url)]);
  const merged = [...current];
  for (const report of additions) {
    if (seen.has(report.url)) continue;
    seen.add(report.url);
    merged.push(report);
  }
  return merged;
}

export async function storeStories(db: Db, stories: DedupedStory<NormalisedArticle>[]): Promise<StoreCounts> {
  const counts: StoreCounts = { inserted: 0, merged: 0, unchanged: 0, insertedByFeed: new Map() };
  for (const story of stories) {
    const { primary } = story;
    const reports = story.others.map((o) => ({ source: o.source, url: o.url }));
    const existing = await findExisting(db, story);

    if (!existing) {
      const inserted = await db
        .insert(articles)
        .values({ ...primary, alsoReportedBy: mergeReports([], reports, primary.url) })
        .onConflictDoNothing({ target: articles.canonicalUrl })
        .returning({ id: articles.id });
      if (inserted.length > 0) {
        counts.inserted++;
        counts.insertedByFeed.set(primary.feedKey, (counts.insertedByFeed.get(primary.feedKey) ?? 0) + 1);
      } else counts.unchanged++;
      continue;
    }

    const existingPublished = new Date(existing.published_at);
    const newIsEarlier = primary.publishedAt < existingPublished && primary.canonicalUrl !== existing.canonical_url;
    if (newIsEarlier) {
      // The new report came first: it becomes the article, the stored one an "also reported by".
      await db
        .update(articles)
        .set({
          ...primary,
          alsoReportedBy: mergeReports(
            existing.also_reported_by,
            [{ source: existing.source, url: existing.url }, ...reports],
            primary.url,
          ),
          updatedAt: new Date(),
        })
        .where(eq(articles.id, existing.id));
      counts.merged++;
      continue;
    }

    const additions = [primary, ...story.others]
      .filter((a) => a.canonicalUrl !== existing.canonical_url)
      .map((a) => ({ source: a.source, url: a.url }));
    const merged = mergeReports(existing.also_reported_by, additions, existing.url);
    if (merged.length === existing.also_reported_by.length) {
      counts.unchanged++;
      continue;
    }
    await db.update(articles).set({ alsoReportedBy: merged, updatedAt: new Date() }).where(eq(articles.id, existing.id));
    counts.merged++;
  }
  return counts;
}
