import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { createServices } from '~/server/services';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { createHttpApp } from './app';

const NOW = new Date('2026-11-23T15:00:00Z');
const testConfig = loadConfig({ BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-1234' });
let database: TestDatabase;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createHttpApp({
    services: createServices(testConfig, database, { now: () => NOW }),
    jobs: { enabled: false, running: () => false },
  });
  await seedArticles(database.db, [
    { title: 'Ventas raises guidance', category: 'investment', publishedAt: new Date('2026-11-23T10:00:00Z') },
    { title: 'New memory care wing', category: 'senior-living', publishedAt: new Date('2026-11-22T10:00:00Z') },
  ]);
});
afterAll(() => database.destroy());

describe('GET /api/v1/articles', () => {
  it('returns the spec article fields, the total and CDN cache headers', async () => {
    const response = await app.request('/api/v1/articles?limit=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    const body = (await response.json()) as { articles: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(2);
    expect(body.articles).toHaveLength(1);
    expect(Object.keys(body.articles[0]!)).toEqual(
      expect.arrayContaining(['id', 'title', 'summary', 'content', 'category', 'source', 'url', 'publishedAt', 'imageUrl']),
    );
    expect(body.articles[0]!.title).toBe('Ventas raises guidance');
  });

  it('filters by category, keyword and since', async () => {
    const byCategory = (await (await app.request('/api/v1/articles?category=senior-living')).json()) as { total: number };
    expect(byCategory.total).toBe(1);
    const byKeyword = (await (await app.request('/api/v1/articles?q=ventas')).json()) as { total: number };
    expect(byKeyword.total).toBe(1);
    const bySince = (await (await app.request('/api/v1/articles?since=2026-11-23T00:00:00Z')).json()) as { total: number };
    expect(bySince.total).toBe(1);
  });

  it.each([
    ['category=gardening', 'category'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['since=yesterday', 'since'],
    ['limit=ten', 'limit'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await app.request(`/api/v1/articles?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; parameter: string };
    expect(body.parameter).toBe(parameter);
    expect(body.error).toContain(parameter);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.request('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('GET /healthz', () => {
  it('reports the database and job state', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { ok: boolean; kind: string }; jobs: unknown };
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite');
    expect(body.jobs).toEqual({ enabled: false, running: false });
  });

  it('answers 503 when jobs should run but do not', async () => {
    const degraded = createHttpApp({
      services: createServices(testConfig, database, { now: () => NOW }),
      jobs: { enabled: true, running: () => false },
    });
    const response = await degraded.request('/healthz');
    expect(response.status).toBe(503);
    expect(((await response.json()) as { status: string }).status).toBe('degraded');
  });

  it('sends security headers', async () => {
    const response = await app.request('/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
