/**
 * Reading articles for readers, the API and embeds: the 30-day window, newest first, healthcare
 * hidden unless nothing else is left, and the fallback selection when no feed has delivered yet.
 */
import { and, count, desc, eq, gte, ilike, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Article } from '~/core/article';
import { HIDDEN_CATEGORY, isCategory, type Category } from '~/core/categories';
import { fallbackArticles } from '~/core/fallback-articles';
import { withoutTracking } from '~/core/links';
import { readerWindowStart } from '~/core/time';
import type { Db } from '~/server/db/client';
import { articles } from '~/server/db/schema';
import { cleanSearchText } from '~/core/text';
import { escapeLike } from '~/server/db/like';

export interface ArticleQuery {
  category?: Category;
  /** Case-insensitive keyword matched against title, summary and source. */
  q?: string;
  source?: string;
  /** Defaults to the start of the 30-day reader window. */
  since?: Date;
  /** Feed keys the reader muted (their source subscriptions). */
  excludeFeeds?: readonly string[];
  limit: number;
  offset: number;
}

export interface ArticlePage {
  articles: Article[];
  total: number;
  /** True when the page holds the built-in fallback selection because the database has no news. */
  isFallback: boolean;
}

type ArticleRow = typeof articles.$inferSelect;

/**
 * The columns an article is made of (`toArticle`): never the embedding or the search vector, whose
 * text form (512 numbers) cost more to produce and parse than the rest of a page of articles.
 */
export const articleColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  category: articles.category,
  source: articles.source,
  url: articles.url,
  publishedAt: articles.publishedAt,
  imageUrl: articles.imageUrl,
  alsoReportedBy: articles.alsoReportedBy,
};

export function toArticle(row: Pick<ArticleRow, keyof typeof articleColumns>): Article {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    category: isCategory(row.category) ? row.category : 'senior-living',
    source: row.source,
    // Rows stored before tracking parameters were removed at ingest are cleaned on the way out.
    url: withoutTracking(row.url),
    publishedAt: row.publishedAt.toISOString(),
    imageUrl: row.imageUrl,
    isFallback: false,
    alsoReportedBy: row.alsoReportedBy.map((report) => ({ ...report, url: withoutTracking(report.url) })),
  };
}

function keywordMatches(article: Pick<Article, 'title' | 'summary' | 'source'>, q: string): boolean {
  const needle = q.toLowerCase();
  return [article.title, article.summary, article.source].some((field) => field.toLowerCase().includes(needle));
}

/** The filters shared by the page query and the count query. */
function conditions(query: ArticleQuery, now: Date, includeHidden: boolean): SQL[] {
  const where: SQL[] = [gte(articles.publishedAt, query.since ?? readerWindowStart(now))];
  if (query.category) where.push(eq(articles.category, query.category));
  else if (!includeHidden) where.push(ne(articles.category, HIDDEN_CATEGORY));
  if (query.source) where.push(eq(articles.source, query.source));
  if (query.excludeFeeds?.length)
    where.push(or(isNull(articles.feedKey), notInArray(articles.feedKey, [...query.excludeFeeds]))!);
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(or(ilike(articles.title, pattern), ilike(articles.summary, pattern), ilike(articles.source, pattern))!);
  }
  return where;
}

async function hasStoredArticles(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(articles)
    .limit(1);
  return rows.length > 0;
}

export async function listArticles(db: Db, input: ArticleQuery, now: Date = new Date()): Promise<ArticlePage> {
  // Whoever calls (API, pages, embeds), text from a URL never reaches SQL with a NUL in it.
  const query = {
    ...input,
    q: cleanSearchText(input.q ?? '') || undefined,
    source: cleanSearchText(input.source ?? '') || undefined,
  };
  const page = async (includeHidden: boolean) => {
    const where = and(...conditions(query, now, includeHidden));
    const [rows, totals] = await Promise.all([
      db
        .select(articleColumns)
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(articles).where(where),
    ]);
    return { articles: rows.map(toArticle), total: totals[0]?.total ?? 0, isFallback: false };
  };

  const visible = await page(false);
  // Whether the database holds any news is asked only when nothing matched: a home page request
  // lists twice, and asking up front cost a statement each time.
  if (visible.total > 0) return visible;
  if (!(await hasStoredArticles(db))) return fallbackPage(query, now);
  // Healthcare is shown only when hiding it would leave nothing at all.
  return query.category ? visible : page(true);
}

function fallbackPage(query: ArticleQuery, now: Date): ArticlePage {
  const q = query.q?.trim();
  const since = query.since?.getTime() ?? 0;
  const matching = fallbackArticles(now).filter(
    (a) =>
      (!query.category || a.category === query.category) &&
      (!query.source || a.source === query.source) &&
      (!q || keywordMatches(a, q)) &&
      new Date(a.publishedAt).getTime() >= since,
  );
  return { articles: matching.slice(query.offset, query.offset + query.limit), total: matching.length, isFallback: true };
}

/** Number of readable articles per category in the reader window (for the filter pills). */
export async function countArticlesByCategory(
  db: Db,
  now: Date = new Date(),
  excludeFeeds: readonly string[] = [],
): Promise<Partial<Record<Category, number>>> {
  const rows = await db
    .select({ category: articles.category, n: count() })
    .from(articles)
    .where(
      and(
        gte(articles.publishedAt, readerWindowStart(now)),
        excludeFeeds.length ? or(isNull(articles.feedKey), notInArray(articles.feedKey, [...excludeFeeds])) : undefined,
      ),
    )
    .groupBy(articles.category);
  const counts: Partial<Record<Category, number>> = {};
  if (rows.length === 0 && !(await hasStoredArticles(db))) {
    for (const a of fallbackArticles(now)) counts[a.category] = (counts[a.category] ?? 0) + 1;
    return counts;
  }
  for (const row of rows) if (isCategory(row.category)) counts[row.category] = row.n;
  return counts;
}
