import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, negotiateEncoding, preferredEncoding, varyOnEncoding } from './compression';

const PAGE = `<!doctype html><p>${'Occupancy rose at assisted living communities. '.repeat(60)}</p>`;
const CSV_LINES = Array.from({ length: 200 }, (_, i) => `reader${i}@example.com,daily,2026-11-2${i % 10}\r\n`);

function app() {
  const served: Response[] = [];
  const keep = (response: Response) => {
    served.push(response);
    return response;
  };
  const hono = new Hono();
  hono.use(compression());
  hono.get('/page', () => keep(new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"v1"' } })));
  hono.get('/small', () => keep(new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html' } })));
  hono.get('/api', (c) =>
    c.json({ articles: Array.from({ length: 40 }, (_, i) => ({ id: i, title: 'Cap rates held steady' })) }),
  );
  hono.get(
    '/encoded',
    () => new Response(zlib.brotliCompressSync(PAGE), { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'br' } }),
  );
  hono.get('/image', () => new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } }));
  hono.get(
    '/no-transform',
    () => new Response(PAGE, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-transform' } }),
  );
  hono.get('/moved', () => Response.redirect('http://127.0.0.1/elsewhere', 302));
  hono.get('/export', (c) => {
    const lines = [...CSV_LINES];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const line = lines.shift();
        if (line === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(line));
      },
    });
    return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  return { hono, served };
}

const get = (hono: Hono, path: string, acceptEncoding?: string, method = 'GET') =>
  hono.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('choosing an encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('offers only what it can make: a stream is gzip or nothing', () => {
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('*;q=0', ['gzip'])).toBeNull();
  });

  it('adds Accept-Encoding to Vary once, and leaves Vary: * alone', () => {
    expect(varyOnEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyOnEncoding('Cookie, accept-encoding')).toBe('Cookie, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});

describe('compressing answers built per request', () => {
  it('sends a page as brotli to a browser, and the bytes decode to the page', async () => {
    const { hono } = app();
    const answer = await get(hono, '/page', 'gzip, deflate, br');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    // The strong tag named the page's own bytes; these are others with the same meaning.
    expect(answer.headers.get('etag')).toBe('W/"v1"');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.length).toBeLessThan(PAGE.length / 10);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(PAGE);
  });

  it('sends gzip to a client without brotli, JSON too', async () => {
    const { hono } = app();
    const answer = await get(hono, '/api', 'gzip');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const json = JSON.parse(zlib.gunzipSync(Buffer.from(await answer.arrayBuffer())).toString());
    expect(json.articles).toHaveLength(40);
  });

  it('leaves the answer itself alone for a client that takes no encoding, only naming Vary', async () => {
    const { hono, served } = app();
    const answer = await get(hono, '/page');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    // The very response the route made: its body was never turned into a stream to copy it.
    expect(answer).toBe(served[0]);
    expect(await answer.text()).toBe(PAGE);
  });

  it('does not compress what is small, encoded already, not text, a HEAD, or marked no-transform', async () => {
    const { hono } = app();
    const small = await get(hono, '/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<p>hi</p>');
    const encoded = await get(hono, '/encoded', 'br');
    expect(zlib.brotliDecompressSync(Buffer.from(await encoded.arrayBuffer())).toString()).toBe(PAGE);
    expect((await get(hono, '/image', 'br')).headers.get('content-encoding')).toBeNull();
    expect((await get(hono, '/page', 'br', 'HEAD')).headers.get('content-encoding')).toBeNull();
    const kept = await get(hono, '/no-transform', 'br');
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.text()).toBe(PAGE);
  });

  it('compresses a streamed export as it flows, with gzip, and not at all for a brotli-only client', async () => {
    const { hono } = app();
    const gzipped = await get(hono, '/export', 'br, gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-length')).toBeNull();
    expect(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(CSV_LINES.join(''));
    const plain = await get(hono, '/export', 'br');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(CSV_LINES.join(''));
  });

  it('copes with an answer whose headers cannot change', async () => {
    const { hono } = app();
    const moved = await get(hono, '/moved', 'br');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://127.0.0.1/elsewhere');
  });
});
