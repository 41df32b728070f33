/**
 * AI semantic search end to end on a real database (PGlite, and PostgreSQL with pgvector): indexing
 * with the real model (loaded once for this file), hybrid ranking on the labelled set, the HTTP
 * endpoint with every error path, and the optional language model against a fake
 * OpenAI-compatible server on 127.0.0.1 (success, 429, credits, bad JSON, timeout).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateRangeStart, type DateRange } from '~/core/date-range';
import { AI_SEARCH_TEXT } from '~/core/messages';
import { loadConfig } from '~/server/config';
import { articles } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { jobTable } from '~/server/jobs/table';
import { createRateLimiter } from '~/server/limits/rate-limiter';
import { createServices } from '~/server/services';
import { EVAL_NOW, loadEvalArticles, loadEvalQueries, seedEvalArticles } from '~/tests/fixtures/search-eval/search-eval';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { createEmbedder, type Embedder } from './embedder';
import { rankArticles } from './hybrid';
import { indexArticles } from './indexer';
import { createLanguageModel } from './llm';
import { createSemanticSearch, type SemanticSearchResponse } from './service';
import { createWordNeighbours } from './word-neighbours';

const config = loadConfig({ BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-1234' });
let database: TestDatabase;
let embedder: Embedder;
let idOf: Map<string, string>;
let app: ReturnType<typeof createHttpApp>;
const thesaurus = createWordNeighbours();

beforeAll(async () => {
  database = await createTestDatabase();
  embedder = createEmbedder();
  idOf = await seedEvalArticles(database.db);
  await indexArticles(database.db, embedder);
  app = createHttpApp({
    services: createServices(config, database, { now: () => EVAL_NOW, embedder }),
    jobs: { enabled: false, running: () => false },
  });
}, 300_000);
afterAll(async () => {
  await embedder.close();
  await database.destroy();
});

/** Raw SQL rows (drizzle's execute result differs by driver; both carry rows). */
async function rows<T>(query: ReturnType<typeof sql>, db = database.db): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const evalIdOf = (id: string) => [...idOf.entries()].find(([, dbId]) => dbId === id)?.[0];

async function searchApi(body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/v1/search/semantic', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('indexing', () => {
  it('embeds every article as a unit-length 512-number vector and then finds nothing missing', async () => {
    const [row] = await rows<{ total: number; embedded: number; dims: number; norm: number }>(
      sql`SELECT count(*)::int AS total, count(embedding)::int AS embedded, max(vector_dims(embedding))::int AS dims,
                 round(avg(vector_norm(embedding))::numeric, 3)::float AS norm FROM ${articles}`,
    );
    expect(row).toEqual({ total: 301, embedded: 301, dims: 512, norm: 1 });
    expect((await indexArticles(database.db, embedder)).embedded).toBe(0);
  });

  // 301 model calls: minutes on a busy shared machine, so a generous bound (not a timing test).
  it('re-embeds everything with --all, reporting progress up to the total', { timeout: 300_000 }, async () => {
    const seen: number[] = [];
    const report = await indexArticles(database.db, embedder, {
      all: true,
      batchSize: 100,
      onProgress: (p) => seen.push(p.done),
    });
    expect(report).toMatchObject({ embedded: 301, total: 301 });
    expect(seen).toEqual([0, 100, 200, 300, 301]);
  });

  it('serves nearest-neighbour queries from the HNSW index', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = await rows<Record<string, string>>(
        sql`EXPLAIN SELECT id FROM ${articles} ORDER BY embedding <=> (SELECT embedding FROM ${articles} LIMIT 1) LIMIT 5`,
        tx as unknown as typeof database.db,
      );
      return plan.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('articles_embedding_hnsw_idx');
  });

  it('the search-index job embeds the articles a refresh stored', async () => {
    await seedArticles(database.db, [{ title: 'Brand-new story about memory care staffing', publishedAt: EVAL_NOW }]);
    const job = jobTable({ ...createServices(config, database, { embedder }) }).find((j) => j.name === 'search-index')!;
    expect(await job.handler()).toMatchObject({ embedded: 1 });
    await database.db.delete(articles).where(sql`${articles.title} = 'Brand-new story about memory care staffing'`);
  });
});

describe('hybrid ranking on the labelled set', () => {
  // Queries without a word of their target article; the hybrid ranks the target first (q42 and q52
  // only since the thesaurus).
  it.each(['q03', 'q42', 'q47', 'q52', 'q61', 'q65', 'q68'])('%s finds its relevant article first', async (queryId) => {
    const q = loadEvalQueries().find((x) => x.id === queryId)!;
    const ranking = await rankArticles(
      { db: database.db, thesaurus, queryVector: async (text) => (await embedder.embed([text], 'query'))[0]!, now: EVAL_NOW },
      { query: q.query, limit: 10 },
    );
    expect(q.relevant).toContain(evalIdOf(ranking.results[0]!.article.id));
  });

  it('ranks first the article matching every concept of the query, not the one repeating one concept', async () => {
    const own = await createTestDatabase();
    try {
      const ownIds = await seedEvalArticles(own.db, [
        {
          id: 'one-concept',
          category: 'senior-housing',
          source: 'Trade Wire',
          title: 'Modular construction: modular units, prefabricated modular design, modular factory',
          summary: 'Modular and prefabricated building speeds modular projects.',
        },
        {
          id: 'both-concepts',
          category: 'senior-housing',
          source: 'Trade Wire',
          title: 'Modular builder opens a rural community',
          summary: 'The project serves small towns.',
        },
        {
          id: 'other',
          category: 'community',
          source: 'Trade Wire',
          title: 'Rural clinics close',
          summary: 'Hospitals cut services.',
        },
      ]);
      const ranking = await rankArticles(
        { db: own.db, thesaurus, queryVector: async () => null, now: EVAL_NOW },
        { query: 'prefab homes in the countryside', limit: 3 },
      );
      expect(ranking.results[0]!.article.id).toBe(ownIds.get('both-concepts'));
    } finally {
      await own.destroy();
    }
  });

  it('reaches an article that shares no word with the query through the thesaurus, with the model off', async () => {
    const own = await createTestDatabase();
    try {
      const ownIds = await seedEvalArticles(own.db, [
        {
          id: 'snowed-in',
          category: 'community',
          source: 'Trade Wire',
          title: 'Snowstorm strands a lakeside campus',
          summary: 'Roads stayed closed for two days.',
        },
        {
          id: 'garden',
          category: 'community',
          source: 'Trade Wire',
          title: 'Volunteers plant a garden',
          summary: 'Tomatoes thrive.',
        },
      ]);
      const ranking = await rankArticles(
        { db: own.db, thesaurus, queryVector: async () => null, now: EVAL_NOW },
        { query: 'blizzard isolates retirees', limit: 3 },
      );
      expect(ranking.results.map((r) => r.article.id)).toEqual([ownIds.get('snowed-in')]);
      expect(ranking.related.find((r) => r.word === 'blizzard')?.neighbours).toContain('snowstorm');

      // With the model answering, the thesaurus only re-ranks what the other lists found: here the
      // vector finds the garden article alone (the snowstorm one is orthogonal to the query).
      const unit = (axis: number) => Float32Array.from({ length: 512 }, (_, i) => (i === axis ? 1 : 0));
      const setVector = (id: string, vector: Float32Array) =>
        own.db
          .update(articles)
          .set({ embedding: Array.from(vector) })
          .where(sql`${articles.id} = ${ownIds.get(id)!}`);
      await setVector('garden', unit(0));
      await setVector('snowed-in', unit(1));
      const withModel = await rankArticles(
        { db: own.db, thesaurus, queryVector: async () => unit(0), now: EVAL_NOW },
        { query: 'blizzard isolates retirees', limit: 3 },
      );
      expect(withModel.results.map((r) => r.article.id)).toEqual([ownIds.get('garden')]);
    } finally {
      await own.destroy();
    }
  });

  it('maps abbreviations both ways: REIT finds "real estate investment trust" and the reverse', async () => {
    const rank = async (query: string) =>
      (
        await rankArticles({ db: database.db, thesaurus, queryVector: async () => null, now: EVAL_NOW }, { query, limit: 50 })
      ).results.map((r) => evalIdOf(r.article.id));
    // inv20 says "REIT" only; rg06 says "real estate investment trust" only.
    expect(await rank('real estate investment trust')).toContain('inv20');
    expect(await rank('REIT')).toContain('rg06');
  });

  it('beats vector-only and keyword-only on relevant-in-top-3 over the whole set', async () => {
    const queries = loadEvalQueries();
    const vectors = new Map<string, Float32Array>();
    const queryVector = async (text: string) => {
      if (!vectors.has(text)) vectors.set(text, (await embedder.embed([text], 'query'))[0]!);
      return vectors.get(text)!;
    };
    const top3 = async (mode: 'hybrid' | 'vector' | 'keyword') => {
      let hits = 0;
      for (const q of queries) {
        const ranking = await rankArticles(
          { db: database.db, thesaurus, queryVector, now: EVAL_NOW, mode },
          { query: q.query, limit: 3 },
        );
        if (ranking.results.some((r) => q.relevant.includes(evalIdOf(r.article.id)!))) hits++;
      }
      return hits;
    };
    const [hybrid, vector, keyword] = [await top3('hybrid'), await top3('vector'), await top3('keyword')];
    expect(keyword).toBe(0);
    expect(hybrid).toBeGreaterThan(vector);
  });

  it('keeps to the category and date range asked for', async () => {
    const queryVector = async (text: string) => (await embedder.embed([text], 'query'))[0]!;
    const byCategory = await rankArticles(
      { db: database.db, thesaurus, queryVector, now: EVAL_NOW },
      { query: 'staffing shortage', limit: 20, category: 'healthcare' },
    );
    expect(byCategory.results.length).toBeGreaterThan(0);
    expect(byCategory.results.every((r) => r.article.category === 'healthcare')).toBe(true);
    const today = await rankArticles(
      { db: database.db, thesaurus, queryVector, now: EVAL_NOW },
      { query: 'staffing shortage', limit: 50, dateRange: 'week' },
    );
    const weekAgo = EVAL_NOW.getTime() - 7 * 86_400_000;
    expect(today.results.every((r) => new Date(r.article.publishedAt).getTime() >= weekAgo)).toBe(true);
  });

  it("takes its date ranges from the reader's search filter", async () => {
    // 29 days and 20 hours old: within the filter's "Past month" (30 days), before the reader window's first day.
    const publishedAt = new Date(EVAL_NOW.getTime() - (29 * 24 + 20) * 3_600_000);
    await seedArticles(database.db, [{ title: 'Zephyrhaven campus opens its doors', publishedAt }]);
    try {
      const queryVector = async (text: string) => (await embedder.embed([text], 'query'))[0]!;
      const titles = async (dateRange: DateRange) =>
        (
          await rankArticles(
            { db: database.db, thesaurus, queryVector, now: EVAL_NOW },
            { query: 'Zephyrhaven', limit: 50, dateRange },
          )
        ).results.map((r) => r.article.title);
      expect(dateRangeStart('month', EVAL_NOW)!.getTime()).toBeLessThan(publishedAt.getTime());
      expect(await titles('month')).toContain('Zephyrhaven campus opens its doors');
      expect(await titles('week')).not.toContain('Zephyrhaven campus opens its doors');
    } finally {
      await database.db.delete(articles).where(sql`${articles.title} = 'Zephyrhaven campus opens its doors'`);
    }
  });

  it('finds nothing for a query about nothing the journal holds', async () => {
    const response = await searchApi({ query: 'xqzv plorb wibble' });
    const body = (await response.json()) as SemanticSearchResponse;
    expect(body.results).toEqual([]);
    expect(body.summary).toBe('');
  });

  it('still ranks by text when the model is unavailable', async () => {
    const broken: Embedder = { embed: () => Promise.reject(new Error('model gone')), close: async () => undefined };
    const search = createSemanticSearch({
      db: database.db,
      thesaurus,
      embedder: broken,
      limiter: createRateLimiter(database.db, 'test-broken', { max: 100, windowMs: 60_000 }, () => EVAL_NOW),
      languageModel: null,
      now: () => EVAL_NOW,
    });
    const outcome = await search.search({ query: 'Welltower' }, 'client-broken');
    expect(outcome.ok && outcome.response.results.map((r) => r.article.title)).toEqual(
      expect.arrayContaining([expect.stringContaining('Welltower')]),
    );
  });
});

describe('POST /api/v1/search/semantic', () => {
  it('answers results with the article fields of /api/v1/articles, a score, summary, intent and enhancements', async () => {
    const response = await searchApi({ query: 'HCBS backlog grows', limit: 10 });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as SemanticSearchResponse;
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(Object.keys(body.results[0]!.article)).toEqual(
      expect.arrayContaining(['id', 'title', 'summary', 'content', 'category', 'source', 'url', 'publishedAt', 'imageUrl']),
    );
    expect(body.results[0]!.score).toBeGreaterThan(0);
    expect(body.results[0]!.score).toBeLessThanOrEqual(1);
    expect(body.searchIntent).toBe('Regulations: Medicaid waiver');
    expect(body.searchEnhancements[0]).toMatch(/^HCBS → medicaid waiver/);
    // The thesaurus's words follow the vocabulary's concepts.
    expect(body.searchEnhancements.slice(1)).toEqual(['backlog → backlogs, paperwork, caseload', 'grows → grow, grown, growing']);
    expect(body.summarySource).toBe('extractive');
    expect(body.error).toBeUndefined();
    // Extractive: each sentence is quoted from one of the top articles, credited to its source.
    const top = body.results[0]!.article;
    expect(body.summary).toContain(`${top.source}: `);
    expect(body.summary).toMatch(/^\d+ articles? match/);
  });

  it('defaults to 20 results and accepts other clients (no Origin) as well as our own pages', async () => {
    const body = (await (await searchApi({ query: 'nursing home staffing' })).json()) as SemanticSearchResponse;
    expect(body.results).toHaveLength(20);
    const ours = await searchApi({ query: 'nursing home staffing', limit: 5 }, { origin: config.publicOrigins[0]! });
    expect(ours.status).toBe(200);
    const foreign = await searchApi({ query: 'nursing home staffing' }, { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
  });

  it.each([
    [{}, 'query'],
    [{ query: '   ' }, 'query'],
    [{ query: 42 }, 'query'],
    [{ query: 'x'.repeat(501) }, 'query'],
    [{ query: 'reit', limit: 0 }, 'limit'],
    [{ query: 'reit', limit: 51 }, 'limit'],
    [{ query: 'reit', limit: '10' }, 'limit'],
    [{ query: 'reit', category: 'gardening' }, 'category'],
    [{ query: 'reit', dateRange: 'year' }, 'dateRange'],
    [['reit'], 'body'],
    ['{not json', 'body'],
  ])('answers 400 naming the field for %j', async (body, parameter) => {
    const response = await searchApi(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; parameter: string };
    expect(answer.parameter).toBe(parameter);
    expect(answer.error).toContain(`'${parameter}'`);
  });

  it('refuses other content types with 415', async () => {
    const response = await app.request('/api/v1/search/semantic', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'reit' }),
    });
    expect(response.status).toBe(415);
  });

  it('limits each client and says so clearly', async () => {
    const search = createSemanticSearch({
      db: database.db,
      thesaurus,
      embedder,
      limiter: createRateLimiter(database.db, 'test-limit', { max: 2, windowMs: 60_000 }, () => EVAL_NOW),
      languageModel: null,
      now: () => EVAL_NOW,
    });
    expect((await search.search({ query: 'occupancy' }, 'client-a')).ok).toBe(true);
    expect((await search.search({ query: 'occupancy' }, 'client-a')).ok).toBe(true);
    expect(await search.search({ query: 'occupancy' }, 'client-a')).toEqual({
      ok: false,
      status: 429,
      error: AI_SEARCH_TEXT.apiRateLimited,
    });
    expect((await search.search({ query: 'occupancy' }, 'client-b')).ok).toBe(true);
    expect(AI_SEARCH_TEXT.apiRateLimited).toContain('Rate limit');
  });
});

describe('the optional language model (a fake OpenAI-compatible server)', () => {
  type Reply = (response: http.ServerResponse) => void;
  let reply: Reply = () => undefined;
  const requests: { path: string; auth: string | undefined; body: string }[] = [];
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ path: request.url ?? '', auth: request.headers.authorization, body });
        reply(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const json =
    (status: number, value: unknown): Reply =>
    (response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
  const completion = (content: string) => json(200, { choices: [{ message: { role: 'assistant', content } }] });

  async function searchWith(answer: Reply, timeoutMs = 2_000) {
    reply = answer;
    const search = createSemanticSearch({
      db: database.db,
      thesaurus,
      embedder,
      limiter: createRateLimiter(database.db, `test-llm-${requests.length}`, { max: 100, windowMs: 60_000 }, () => EVAL_NOW),
      languageModel: createLanguageModel({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs }),
      now: () => EVAL_NOW,
    });
    const outcome = await search.search({ query: 'REIT earnings', limit: 5 }, 'client-llm');
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.response;
  }

  it('uses the model for summary and intent when it answers well', async () => {
    const response = await searchWith(
      completion(JSON.stringify({ summary: 'Healthcare landlords report rising earnings.', intent: 'REIT earnings' })),
    );
    expect(response).toMatchObject({
      summary: 'Healthcare landlords report rising earnings.',
      searchIntent: 'REIT earnings',
      summarySource: 'llm',
    });
    expect(response.error).toBeUndefined();
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer test-key');
    expect(JSON.parse(sent.body)).toMatchObject({ model: 'test-model' });
  });

  it("maps the model's 429 to the spec's rate-limit message and keeps our summary", async () => {
    const response = await searchWith(
      json(429, { error: { message: 'Rate limit reached for requests', code: 'rate_limit_exceeded' } }),
    );
    expect(response.summarySource).toBe('extractive');
    expect(response.error).toContain('Rate limit');
    expect(response.results.length).toBeGreaterThan(0);
  });

  it.each([
    ['429 insufficient_quota', json(429, { error: { message: 'You exceeded your current quota', code: 'insufficient_quota' } })],
    ['402 payment required', json(402, { error: { message: 'Insufficient credits' } })],
  ])('maps running out of credits (%s) to the spec\'s "credits" message', async (_label, answer) => {
    const response = await searchWith(answer);
    expect(response.summarySource).toBe('extractive');
    expect(response.error).toContain('credits');
  });

  it.each([
    ['a body that is not JSON', (r: http.ServerResponse) => r.end('<html>gateway error</html>')],
    ['content that is not the JSON asked for', completion('Here is a summary without JSON')],
    ['a 500', json(500, { error: { message: 'internal' } })],
  ])('falls back to the extractive summary without an error for %s', async (_label, answer) => {
    const response = await searchWith(answer);
    expect(response.summarySource).toBe('extractive');
    expect(response.summary).toMatch(/^\d+ articles? match/);
    expect(response.error).toBeUndefined();
  });

  it('falls back when the model does not answer within its timeout', async () => {
    // The fake server never answers; the client gives up after 300 ms.
    const response = await searchWith(() => undefined, 300);
    expect(response.summarySource).toBe('extractive');
    expect(response.error).toBeUndefined();
  });
});

describe('the evaluation set', () => {
  it('holds at least 300 articles over the seven categories and 60 queries with known relevant articles', () => {
    const all = loadEvalArticles();
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(new Set(all.map((a) => a.category)).size).toBe(7);
    const ids = new Set(all.map((a) => a.id));
    const queries = loadEvalQueries();
    expect(queries.length).toBeGreaterThanOrEqual(60);
    for (const q of queries) for (const id of q.relevant) expect(ids).toContain(id);
  });

  it('has no query sharing a word (as PostgreSQL stems it) with its relevant articles', async () => {
    const byId = new Map(loadEvalArticles().map((a) => [a.id, a]));
    const lexemes = async (text: string) =>
      (await rows<{ l: string[] }>(sql`SELECT tsvector_to_array(to_tsvector('english', ${text})) AS l`))[0]!.l;
    const shared: string[] = [];
    for (const q of loadEvalQueries()) {
      const words = new Set(await lexemes(q.query));
      for (const id of q.relevant) {
        const a = byId.get(id)!;
        for (const lexeme of await lexemes(`${a.title} ${a.summary} ${a.source}`))
          if (words.has(lexeme)) shared.push(`${q.id}/${id}: ${lexeme}`);
      }
    }
    expect(shared).toEqual([]);
  });
});
