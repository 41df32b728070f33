/**
 * Embeds stored articles (title + summary) and keeps the vectors in articles.embedding, which the
 * HNSW index serves. Used by the job that runs after each feed refresh and by
 * `npm run search:reindex` (missing ones, or everything with --all).
 */
import { and, asc, count, desc, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { articles } from '~/server/db/schema';
import type { Embedder } from './embedder';

/** The job that embeds the articles without a vector (queued after each refresh that stored some). */
export const SEARCH_INDEX_JOB = 'search-index';

/** Articles per model call: large enough to amortise the call, small enough that a query waits little. */
export const INDEX_BATCH_SIZE = 32;
/** The model reads at most this much of an article (it truncates long inputs anyway). */
const EMBED_TEXT_MAX_CHARS = 1_000;

export interface IndexProgress {
  done: number;
  total: number;
}

export interface IndexOptions {
  /** Re-embed every article, not only those without a vector. */
  all?: boolean;
  batchSize?: number;
  onProgress?: (progress: IndexProgress) => void;
}

export interface IndexReport {
  embedded: number;
  total: number;
  ms: number;
}

/** The text an article is known by to the model: its title and summary. */
export function embeddingText(article: { title: string; summary: string }): string {
  const summary = article.summary.trim();
  const text = summary && summary !== article.title ? `${article.title}. ${summary}` : article.title;
  return text.slice(0, EMBED_TEXT_MAX_CHARS);
}

/** pgvector's text form of a vector. */
export function vectorLiteral(vector: ArrayLike<number>): string {
  return `[${Array.from(vector, (x) => (Number.isFinite(x) ? x : 0).toFixed(6)).join(',')}]`;
}

export async function storeEmbeddings(db: Db, rows: { id: string; vector: ArrayLike<number> }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${vectorLiteral(row.vector)}::vector)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${articles} AS a SET embedding = v.embedding
    FROM (VALUES ${values}) AS v(id, embedding)
    WHERE a.id = v.id`);
}

/** Embeds what is missing (or everything), newest first for missing ones, in batches. */
export async function indexArticles(db: Db, embedder: Embedder, options: IndexOptions = {}): Promise<IndexReport> {
  const started = Date.now();
  const batchSize = options.batchSize ?? INDEX_BATCH_SIZE;
  const missing: SQL | undefined = options.all ? undefined : isNull(articles.embedding);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(articles).where(missing);
  let done = 0;
  options.onProgress?.({ done, total });
  // --all walks the ids in order (keyset pages); the missing ones shrink as they are stored.
  let after: string | null = null;
  while (done < total) {
    const where: SQL | undefined = options.all ? (after ? gt(articles.id, after) : undefined) : and(missing);
    const batch = await db
      .select({ id: articles.id, title: articles.title, summary: articles.summary })
      .from(articles)
      .where(where)
      .orderBy(...(options.all ? [asc(articles.id)] : [desc(articles.publishedAt), asc(articles.id)]))
      .limit(batchSize);
    if (batch.length === 0) break;
    const vectors = await embedder.embed(batch.map(embeddingText), 'index');
    await storeEmbeddings(
      db,
      batch.map((article, index) => ({ id: article.id, vector: vectors[index]! })),
    );
    done += batch.length;
    after = batch.at(-1)!.id;
    options.onProgress?.({ done: Math.min(done, total), total });
  }
  return { embedded: done, total, ms: Date.now() - started };
}

/** A text progress bar for the operator: "[#########-----------]  45% 450/1000". */
export function progressBar({ done, total }: IndexProgress, width = 30): string {
  const ratio = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${done}/${total}`;
}
