/**
 * /api/v1/openapi.json: every public endpoint the HTTP app serves is described, and the answers
 * the description promises are the answers the endpoints give.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { answerSchemas, apiReference, OPENAPI_PATH } from './openapi';

const OURS = 'https://journal.test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let database: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS });
  services = createServices(config, database, { mailer: capturingMailer(), now: () => new Date('2026-11-26T12:00:00Z') });
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
  await seedArticles(database.db, [
    {
      title: 'Senior housing occupancy rises for a twelfth quarter',
      category: 'senior-housing',
      publishedAt: new Date('2026-11-26T09:00:00Z'),
    },
  ]);
});
afterAll(() => database.destroy());

interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>>;
}
const documentOf = async () => (await (await app.request(OPENAPI_PATH)).json()) as Document;

/** The app's own routes under /api/v1, as OpenAPI names them (`:id` → `{id}`), less the admin API. */
function publicApiRoutes(): string[] {
  const routes = app.routes
    .filter((r) => r.path.startsWith('/api/v1/') && !r.path.startsWith('/api/v1/admin') && r.method !== 'ALL')
    .filter((r) => r.method !== 'OPTIONS' && r.path !== OPENAPI_PATH)
    .map((r) => {
      const path = r.path
        .slice('/api/v1'.length)
        .replace(/:(\w+)(\{[^/]*\})?/g, '{$1}')
        .replace(/\/$/, '');
      return `${r.method.toLowerCase()} ${path}`;
    });
  return [...new Set(routes)].sort();
}

describe('the OpenAPI description', () => {
  it('is served as OpenAPI 3.1 for this journal’s address', async () => {
    const response = await app.request(OPENAPI_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: `${OURS}/api/v1` }]);
  });

  it('describes every public endpoint the app serves, and nothing it does not', async () => {
    const { paths } = await documentOf();
    const described = Object.entries(paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(described).toEqual(publicApiRoutes());
  });

  it('takes its parameters from the schemas that validate them', async () => {
    const { paths } = await documentOf();
    expect(paths['/articles']!.get!.parameters!.map((p) => p.name)).toEqual([
      'category',
      'q',
      'source',
      'since',
      'exclude',
      'limit',
      'offset',
    ]);
    // A parameter the description names is one the endpoint checks.
    // The reference page reads the same document, its limits in words.
    const reference = apiReference((await documentOf()) as unknown as Record<string, unknown>);
    expect(reference).toHaveLength(publicApiRoutes().length);
    const articles = reference.find((operation) => operation.method === 'GET' && operation.path === '/articles')!;
    expect(articles.parameters.find((parameter) => parameter.name === 'limit')?.type).toBe('integer, 1 to 100, default 20');
    const search = reference.find((operation) => operation.path === '/search/semantic')!;
    expect(search.body.map((field) => `${field.name}${field.required ? '*' : ''}: ${field.type}`)).toEqual([
      'query*: string',
      'limit: integer, 1 to 50, default 20',
      'category: string',
      'dateRange: one of all, today, week, month, default "all"',
    ]);
    const refused = await app.request('/api/v1/articles?limit=0');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ parameter: 'limit' });
  });
});

describe('the answers it describes', () => {
  const get = async (path: string) => {
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: OURS, 'User-Agent': BROWSER },
      body: JSON.stringify(body),
    });

  it('are what the reads answer', async () => {
    expect(answerSchemas.articles.parse(await get('/api/v1/articles?limit=5')).articles).toHaveLength(1);
    answerSchemas.quotes.parse(await get('/api/v1/quotes'));
    expect(answerSchemas.searchTerms.parse(await get('/api/v1/search-terms?prefix=occ')).terms).toContain('occupancy');
    const { polls } = answerSchemas.polls.parse(await get('/api/v1/polls'));
    answerSchemas.pollResults.parse(await get(`/api/v1/polls/${polls[0]!.id}/results`));
  });

  it('are what the writes answer, refusals included', async () => {
    const rating = await post('/api/v1/ratings', { rating: 5 });
    expect(rating.status).toBe(201);
    answerSchemas.created.parse(await rating.json());
    const view = await post('/api/v1/page-views', { path: '/newsletter', session: 'contract-test-1' });
    expect(view.status).toBe(201);
    answerSchemas.pageView.parse(await view.json());
    const refused = await post('/api/v1/ratings', { rating: 9 });
    expect(refused.status).toBe(400);
    expect(answerSchemas.error.parse(await refused.json()).parameter).toBe('rating');
  });
});
