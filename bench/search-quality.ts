/**
 * AI search quality on the labelled evaluation set (tests/fixtures/search-eval): 301 articles, 77
 * queries written without their relevant articles' words. For keyword-only (websearch_to_tsquery
 * over the query), vector-only (cosine over the embeddings) and hybrid (vector + full text + the
 * domain vocabulary + the thesaurus's word neighbours, fused by reciprocal rank fusion) it prints nDCG@5, recall@10, the share of
 * queries with a relevant article in the top 3 and first — on the tuning half, the held-out half and
 * all queries — and writes bench/results/search-quality.json.
 *
 *   npm run bench:search-quality            the numbers with the shipped settings
 *   npm run bench:search-quality -- --tune  also a grid over fusion weights and the similarity
 *                                           floor, scored on the tuning half only
 */
import fs from 'node:fs';
import { openDatabase } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';
import { createEmbedder } from '~/server/search/embedder';
import {
  DEFAULT_WEIGHTS,
  FUSION_K,
  MIN_VECTOR_SIMILARITY,
  rankArticles,
  type RankingMode,
  type RankingWeights,
} from '~/server/search/hybrid';
import { indexArticles } from '~/server/search/indexer';
import { createWordNeighbours } from '~/server/search/word-neighbours';
import { EVAL_NOW, loadEvalQueries, seedEvalArticles, type EvalQuery } from '~/tests/fixtures/search-eval/search-eval';

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const embedder = createEmbedder();
const idOf = await seedEvalArticles(database.db);
const evalIdOf = new Map([...idOf.entries()].map(([evalId, id]) => [id, evalId]));
const index = await indexArticles(database.db, embedder);
const queries = loadEvalQueries();
const thesaurus = createWordNeighbours();

// Each query text is embedded once: every mode and setting below reuses the vectors.
const vectors = new Map<string, Float32Array>();
const queryVector = async (text: string) => {
  if (!vectors.has(text)) vectors.set(text, (await embedder.embed([text], 'query'))[0]!);
  return vectors.get(text)!;
};

interface Metrics {
  ndcg5: number;
  recall10: number;
  top3: number;
  first: number;
}

function scoreQuery(ranked: string[], relevant: string[]): Metrics {
  const rel = new Set(relevant);
  let dcg = 0;
  ranked.slice(0, 5).forEach((id, i) => {
    if (rel.has(id)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(5, rel.size); i++) ideal += 1 / Math.log2(i + 2);
  return {
    ndcg5: dcg / ideal,
    recall10: ranked.slice(0, 10).filter((id) => rel.has(id)).length / rel.size,
    top3: ranked.slice(0, 3).some((id) => rel.has(id)) ? 1 : 0,
    first: rel.has(ranked[0] ?? '') ? 1 : 0,
  };
}

function mean(rows: Metrics[]): Metrics {
  const sum = (key: keyof Metrics) => rows.reduce((s, r) => s + r[key], 0) / Math.max(1, rows.length);
  return { ndcg5: sum('ndcg5'), recall10: sum('recall10'), top3: sum('top3'), first: sum('first') };
}

async function run(mode: RankingMode, subset: EvalQuery[], weights: RankingWeights, minSimilarity: number, k = FUSION_K) {
  const perQuery: { id: string; metrics: Metrics; top: string[] }[] = [];
  for (const q of subset) {
    const ranking = await rankArticles(
      { db: database.db, thesaurus, queryVector, now: EVAL_NOW, mode, weights, minSimilarity, k },
      { query: q.query, limit: 10 },
    );
    const top = ranking.results.map((r) => evalIdOf.get(r.article.id)!);
    perQuery.push({ id: q.id, metrics: scoreQuery(top, q.relevant), top });
  }
  return { mean: mean(perQuery.map((p) => p.metrics)), perQuery };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
const line = (label: string, m: Metrics) =>
  `  ${label.padEnd(14)} nDCG@5 ${m.ndcg5.toFixed(3)}   recall@10 ${pct(m.recall10)}   relevant in top 3 ${pct(m.top3)}   relevant first ${pct(m.first)}`;

if (process.argv.includes('--tune')) {
  const tuning = queries.filter((q) => q.split === 'tuning');
  console.log(`Tuning on ${tuning.length} queries (odd-numbered); held-out queries are not looked at.`);
  const grid: { weights: RankingWeights; k: number; m: Metrics }[] = [];
  // The text weight stays at 1: this set has no shared words by design, so it cannot judge it.
  for (const vector of [1, 1.5, 2])
    for (const vocabulary of [0.5, 1])
      for (const neighbours of [0, 0.25, 0.5, 1])
        for (const k of [20, 60]) {
          const weights = { vector, text: 1, vocabulary, neighbours };
          grid.push({ weights, k, m: (await run('hybrid', tuning, weights, MIN_VECTOR_SIMILARITY, k)).mean });
        }
  grid.sort((a, b) => b.m.first - a.m.first || b.m.ndcg5 - a.m.ndcg5);
  for (const g of grid.slice(0, 10)) console.log(line(`${JSON.stringify(g.weights)} k ${g.k}`, g.m));
}

const results: Record<string, Record<string, Metrics>> = {};
const details: Record<string, { id: string; metrics: Metrics; top: string[] }[]> = {};
console.log(
  `\nAI search quality: ${idOf.size} articles (embedded in ${(index.ms / 1000).toFixed(1)} s), ${queries.length} queries; weights ${JSON.stringify(DEFAULT_WEIGHTS)}, similarity floor ${MIN_VECTOR_SIMILARITY}`,
);
for (const [label, subset] of [
  ['tuning half', queries.filter((q) => q.split === 'tuning')],
  ['held-out half', queries.filter((q) => q.split === 'held-out')],
  ['all queries', queries],
] as const) {
  console.log(`\n${label} (${subset.length} queries)`);
  results[label] = {};
  for (const mode of ['keyword', 'vector', 'hybrid'] as const) {
    const outcome = await run(mode, subset, DEFAULT_WEIGHTS, MIN_VECTOR_SIMILARITY);
    results[label][mode] = outcome.mean;
    if (label === 'all queries') details[mode] = outcome.perQuery;
    console.log(line(mode === 'keyword' ? 'keyword-only' : mode === 'vector' ? 'vector-only' : 'hybrid', outcome.mean));
  }
}

const missed = details.hybrid!.filter((p) => p.metrics.first === 0);
console.log(`\nHybrid misses (no relevant article first): ${missed.map((p) => `${p.id}→${p.top[0] ?? 'none'}`).join(' ')}`);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/search-quality.json',
  JSON.stringify(
    { date: new Date().toISOString(), weights: DEFAULT_WEIGHTS, minSimilarity: MIN_VECTOR_SIMILARITY, results, details },
    null,
    2,
  ),
);
await embedder.close();
await database.close();
