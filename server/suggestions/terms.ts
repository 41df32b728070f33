/**
 * Search suggestion terms from the whole 30-day window: the words of its headlines that start
 * with what the reader typed (core/suggestions.ts matchingTerms), not only the cards on screen.
 */
import { and, desc, gte, ilike } from 'drizzle-orm';
import { matchingTerms, MAX_TERMS, SUGGESTION_MIN_CHARS } from '~/core/suggestions';
import { cleanSearchText } from '~/core/text';
import { readerWindowStart } from '~/core/time';
import type { Db } from '~/server/db/client';
import { escapeLike } from '~/server/db/like';
import { articles } from '~/server/db/schema';

/** Headlines read for one prefix: the newest matches (a bound on the work per keystroke). */
const HEADLINES_READ = 2000;
export const MAX_PREFIX_LENGTH = 50;

export async function windowTerms(db: Db, prefix: string, now: Date): Promise<string[]> {
  const needle = cleanSearchText(prefix).trim().slice(0, MAX_PREFIX_LENGTH);
  if (needle.length < SUGGESTION_MIN_CHARS) return [];
  const rows = await db
    .select({ title: articles.title })
    .from(articles)
    .where(and(gte(articles.publishedAt, readerWindowStart(now)), ilike(articles.title, `%${escapeLike(needle)}%`)))
    .orderBy(desc(articles.publishedAt))
    .limit(HEADLINES_READ);
  return matchingTerms(
    rows.map((r) => r.title),
    needle,
    MAX_TERMS,
  );
}
