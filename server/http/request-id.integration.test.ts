import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { loadConfig } from '~/server/config';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '~/server/db/unavailable';
import { createHttpApp } from '~/server/http/app';
import { editHeaders } from '~/server/http/responses';
import { createServices, type AppServices } from '~/server/services';

let database: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database);
});
afterAll(() => database.destroy());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are given to every answer, a proxy’s well-formed one kept and anything else replaced', async () => {
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    const first = await app.request('/api/v1/articles?limit=1');
    const second = await app.request('/api/v1/articles?limit=1');
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    // A shared copy is the same bytes, but each answer has its own id.
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const traced = await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-7f3a.2=' } });
    expect(traced.headers.get('x-request-id')).toBe('lb-7f3a.2=');
    for (const given of ['has space', '<script>', 'x'.repeat(101)]) {
      const replaced = await app.request('/healthz', { headers: { 'X-Request-Id': given } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('name a failed request in its answer, so a reader can quote it', async () => {
    const app = createHttpApp({
      services,
      renderPage: async () => {
        throw new Error('the render broke');
      },
      jobs: { enabled: false, running: () => false },
    });
    const failed = await app.request('/', { headers: { Cookie: 'reader=1' } });
    expect(failed.status).toBe(500);
    const body = (await failed.json()) as { error: string; requestId: string };
    expect(body.error).toBe('Internal server error');
    expect(body.requestId).toBe(failed.headers.get('x-request-id'));
  });

  it('answer 503 with Retry-After, not 500, when the database is out of reach', async () => {
    const app = createHttpApp({
      services,
      renderPage: async () => {
        throw new Error('Failed query: select …', {
          cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        });
      },
      jobs: { enabled: false, running: () => false },
    });
    const refused = await app.request('/', { headers: { Cookie: 'reader=1' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const body = (await refused.json()) as { error: string; requestId: string };
    expect(body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, requestId: refused.headers.get('x-request-id') });
  });

  it('reach the page render, which prints it on its error page', async () => {
    const given: string[] = [];
    const app = createHttpApp({
      services,
      renderPage: async (_request, _client, requestId) => {
        given.push(requestId);
        return new Response('<!doctype html><p>News Loading Error</p>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        });
      },
      jobs: { enabled: false, running: () => false },
    });
    const page = await app.request('/', { headers: { 'X-Request-Id': 'edge-42' } });
    expect(page.status).toBe(500);
    expect(given).toEqual(['edge-42']);
    expect(page.headers.get('x-request-id')).toBe('edge-42');
  });

  it('are added to the answer itself, and to a copy only when its headers are immutable', async () => {
    const rendered: Response[] = [];
    const app = createHttpApp({
      services,
      renderPage: async (request) => {
        const answer = request.url.endsWith('/moved')
          ? Response.redirect('http://127.0.0.1/elsewhere', 302)
          : new Response('<!doctype html><p>Page</p>', { headers: { 'Content-Type': 'text/html' } });
        rendered.push(answer);
        return answer;
      },
      jobs: { enabled: false, running: () => false },
    });
    const page = await app.request('/', { headers: { Cookie: 'reader=1', 'X-Request-Id': 'edge-1' } });
    expect(page.headers.get('x-request-id')).toBe('edge-1');
    expect(page.headers.get('vary')).toContain('Cookie');
    // The same object as rendered: its body was never turned into a stream to copy it.
    expect(page).toBe(rendered[0]);
    const moved = await app.request('/moved', { headers: { Cookie: 'reader=1', 'X-Request-Id': 'edge-2' } });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://127.0.0.1/elsewhere');
    expect(moved.headers.get('x-request-id')).toBe('edge-2');
    expect(moved.headers.get('vary')).toContain('Cookie');
  });

  it('let an edit’s own error through rather than copy the answer', () => {
    const answer = new Response('x');
    expect(() =>
      editHeaders(answer, () => {
        throw new RangeError('not about immutability');
      }),
    ).toThrow(RangeError);
  });
});
