/**
 * Hybrid ranking in PostgreSQL: candidate lists fused by reciprocal rank fusion.
 *  - vector: cosine distance to the query's embedding (pgvector, HNSW index);
 *  - text: full-text rank (websearch_to_tsquery) of the query's own words, all of them;
 *  - vocabulary, one list per concept the query names: full-text rank of the forms the domain
 *    vocabulary adds (REIT ⇄ real estate investment trust, "tumbling" → falls, …), so a query in
 *    other words than the article's still reaches it;
 *  - neighbours, one list per other word of the query: full-text rank of the word's nearest words in
 *    a general-English thesaurus ("insolvent" → bankrupt, receivership, …; word-neighbours.ts).
 * Vector candidates below a similarity floor are dropped, so a query about nothing we hold finds
 * nothing rather than the nearest noise.
 */
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Article } from '~/core/article';
import type { Category } from '~/core/categories';
import { dateRangeStart, type DateRange } from '~/core/date-range';
import { fuseRankings, type RankedList, type RelatedWords } from '~/core/search-ranking';
import { expandQuery, spelledOutQuery, type QueryExpansion } from '~/core/search-vocabulary';
import { cleanSearchText } from '~/core/text';
import type { Db } from '~/server/db/client';
import { articles } from '~/server/db/schema';
import { articleColumns, toArticle } from '~/server/news/articles';
import { vectorLiteral } from './indexer';
import type { WordNeighbours } from './word-neighbours';

export type RankingMode = 'hybrid' | 'vector' | 'keyword';

export interface RankingWeights {
  vector: number;
  text: number;
  vocabulary: number;
  /** Each query word's list of thesaurus neighbours. */
  neighbours: number;
}

/**
 * Fusion weights and the similarity floor (decisions 0081, 0123). The neighbours' half weight: a
 * word's neighbours are looser than the trade's own synonyms.
 */
export const DEFAULT_WEIGHTS: RankingWeights = { vector: 1, text: 1, vocabulary: 1, neighbours: 0.5 };
/**
 * The most all neighbours lists of one query weigh together, shared between them: the words of a
 * long query must not outvote the sentence model, which reads the query whole.
 */
export const NEIGHBOURS_TOTAL_WEIGHT = 1.5;
export const MIN_VECTOR_SIMILARITY = 0.25;
export const FUSION_K = 60;
/** Candidates taken from each list before fusion. */
export const CANDIDATES_PER_LIST = 100;
/** Concepts of one query that get a full-text list each: bounds the work of a long query. */
export const MAX_CONCEPT_LISTS = 8;
/** Words of one query that get a neighbours list each. */
export const MAX_NEIGHBOUR_LISTS = 8;
/** HNSW search breadth: at least the candidates we ask for. */
const HNSW_EF_SEARCH = 120;

export interface RankingQuery {
  query: string;
  limit: number;
  category?: Category;
  dateRange?: DateRange;
}

export interface RankedArticle {
  article: Article;
  score: number;
}

export interface Ranking {
  results: RankedArticle[];
  expansions: QueryExpansion[];
  related: RelatedWords[];
}

/**
 * The query's words that get a neighbours list: those the thesaurus knows, first ones first, except
 * the words of a concept the vocabulary recognised (its own forms say it better than a general
 * thesaurus, which does not know SNF or a trade's sense of "census").
 */
export function relatedWords(query: string, expansions: readonly QueryExpansion[], thesaurus: WordNeighbours): RelatedWords[] {
  const recognised = new Set(expansions.flatMap((e) => e.matched.toLowerCase().match(/[a-z]+/g) ?? []));
  const words = [...new Set(query.toLowerCase().match(/[a-z]+/g) ?? [])].filter((w) => !recognised.has(w));
  const related: RelatedWords[] = [];
  for (const word of words) {
    const neighbours = thesaurus.of(word);
    if (neighbours.length > 0) related.push({ word, neighbours });
    if (related.length === MAX_NEIGHBOUR_LISTS) break;
  }
  return related;
}

/** The weight of each of a query's `lists` neighbours lists: together at most NEIGHBOURS_TOTAL_WEIGHT. */
export function neighboursListWeight(weights: RankingWeights, lists: number): number {
  return Math.min(weights.neighbours, NEIGHBOURS_TOTAL_WEIGHT / Math.max(1, lists));
}

function filters(query: RankingQuery, now: Date): SQL[] {
  const where: SQL[] = [];
  if (query.category) where.push(eq(articles.category, query.category));
  // The reader list's ranges (core/date-range.ts); "all" is every stored article, not only the reader window.
  const since = query.dateRange ? dateRangeStart(query.dateRange, now) : null;
  if (since) where.push(gte(articles.publishedAt, since));
  return where;
}

/** websearch_to_tsquery input matching any of the words or phrases. */
export function anyOf(terms: readonly string[]): string {
  return terms
    .map((t) => t.replace(/["]/g, ' ').trim())
    .filter(Boolean)
    .map((t) => (/\s/.test(t) ? `"${t}"` : t.replace(/^-+/, '')))
    .join(' or ');
}

async function fullTextList(db: Db, text: string, where: SQL[]): Promise<string[]> {
  if (!text.trim()) return [];
  const tsquery = sql`websearch_to_tsquery('english', ${text})`;
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(sql`${articles.search} @@ ${tsquery}`, ...where))
    .orderBy(sql`ts_rank_cd(${articles.search}, ${tsquery}) DESC`, sql`${articles.publishedAt} DESC`)
    .limit(CANDIDATES_PER_LIST);
  return rows.map((r) => r.id);
}

async function vectorList(db: Db, vector: Float32Array, where: SQL[], minSimilarity: number): Promise<string[]> {
  const literal = vectorLiteral(vector);
  const distance = sql`${articles.embedding} <=> ${literal}::vector`;
  // SET LOCAL needs a transaction. Iterative scans (pgvector 0.8) keep filtered HNSW searches from
  // coming back short; relaxed order is re-sorted by the outer query.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${HNSW_EF_SEARCH}`));
    await tx.execute(sql.raw(`SET LOCAL hnsw.iterative_scan = relaxed_order`));
    const candidates = tx
      .select({ id: articles.id, distance: sql<number>`${distance}`.as('distance') })
      .from(articles)
      .where(and(sql`${articles.embedding} IS NOT NULL`, ...where))
      .orderBy(distance)
      .limit(CANDIDATES_PER_LIST);
    const rows = (await tx.execute(sql`
      WITH c AS MATERIALIZED (${candidates})
      SELECT id, distance FROM c WHERE distance <= ${1 - minSimilarity} ORDER BY distance`)) as unknown as {
      rows: { id: string; distance: number }[];
    };
    return rows.rows.map((r) => r.id);
  });
}

/**
 * One list per related word, ranking the articles the other lists found (decision 0123). The whole
 * archive is searched only when the model did not answer: a word's ten neighbours match thousands
 * of articles of a large archive, and ranking them all for eight words took the median search at
 * 50,000 articles from 148 to 438 ms. Among the candidates they still bring an article the vector
 * placed low up to the top.
 */
async function neighbourLists(
  db: Db,
  related: readonly RelatedWords[],
  found: readonly RankedList[],
  where: SQL[],
  weights: RankingWeights,
): Promise<RankedList[]> {
  const vectorFound = found.some((list) => list.name === 'vector' && list.ids.length > 0);
  const candidates = [...new Set(found.flatMap((list) => list.ids))];
  const within = vectorFound ? [...where, inArray(articles.id, candidates)] : where;
  const weight = neighboursListWeight(weights, related.length);
  return Promise.all(
    related.map(async ({ word, neighbours }) => ({
      name: `neighbours:${word}`,
      weight,
      ids: await fullTextList(db, anyOf(neighbours), within),
    })),
  );
}

export interface RankingDeps {
  db: Db;
  /** The query's embedding, or null when the model is unavailable (the text lists still rank). */
  queryVector: (text: string) => Promise<Float32Array | null>;
  /** Each query word's nearest words, searched as a list of their own. */
  thesaurus: WordNeighbours;
  now: Date;
  mode?: RankingMode;
  weights?: RankingWeights;
  minSimilarity?: number;
  /** The reciprocal rank fusion constant. */
  k?: number;
}

export async function rankArticles(deps: RankingDeps, input: RankingQuery): Promise<Ranking> {
  const { db, mode = 'hybrid', weights = DEFAULT_WEIGHTS, minSimilarity = MIN_VECTOR_SIMILARITY, k = FUSION_K } = deps;
  const query = cleanSearchText(input.query);
  // Vector-only and keyword-only are the baselines: the query as typed, nothing added.
  const expansions = mode === 'hybrid' ? expandQuery(query) : [];
  const related = mode === 'hybrid' ? relatedWords(query, expansions, deps.thesaurus) : [];
  const where = filters(input, deps.now);

  const lists: Promise<RankedList>[] = [];
  if (mode !== 'keyword') {
    lists.push(
      deps.queryVector(spelledOutQuery(query, expansions)).then(async (vector) => ({
        name: 'vector',
        weight: weights.vector,
        ids: vector ? await vectorList(db, vector, where, minSimilarity) : [],
      })),
    );
  }
  if (mode !== 'vector') {
    // The query as a web-search expression: every word (or quoted phrase) must occur, "-word" must
    // not. Any-word matching was tried and dropped: one shared common word outranked the meaning.
    lists.push(
      fullTextList(db, query, where).then((ids) => ({ name: 'text', weight: mode === 'keyword' ? 1 : weights.text, ids })),
    );
  }
  if (mode === 'hybrid') {
    // One list per concept, each at the full vocabulary weight: an article matching several of the
    // query's concepts gains from each, and a concept with many forms cannot drown one with few (as
    // in a single any-word list, where the most repeated forms decided the order).
    for (const expansion of expansions.slice(0, MAX_CONCEPT_LISTS)) {
      lists.push(
        fullTextList(db, anyOf(expansion.added), where).then((ids) => ({
          name: `vocabulary:${expansion.label}`,
          weight: weights.vocabulary,
          ids,
        })),
      );
    }
  }
  const ranked = await Promise.all(lists);
  if (related.length > 0) ranked.push(...(await neighbourLists(db, related, ranked, where, weights)));

  const fused = fuseRankings(ranked, k).slice(0, input.limit);
  if (fused.length === 0) return { results: [], expansions, related };
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(
      inArray(
        articles.id,
        fused.map((f) => f.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, toArticle(row)]));
  return {
    results: fused.flatMap((f) => {
      const article = byId.get(f.id);
      return article ? [{ article, score: f.score }] : [];
    }),
    expansions,
    related,
  };
}
