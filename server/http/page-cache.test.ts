import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_PAGE, PRIVATE } from './page-caching';
import { createPageCache, pinInlineScripts } from './page-cache';

const NONCE = 'bm9uY2Utb2YtdGhlLXJlbmRlcg==';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'sha256-boot'; object-src 'none'`;
const PAGE = `<!DOCTYPE html><html><head><script nonce="${NONCE}">window.__ctx = {"a":1}</script>
<script type="module" nonce="${NONCE}" src="/assets/entry.js"></script></head>
<body>${'<p>Senior housing story</p>'.repeat(200)}<script nonce="${NONCE}">__ctx.stream("done")</script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function renderer(options: { status?: number; cacheControl?: string; setCookie?: boolean; body?: string } = {}) {
  let renders = 0;
  const render = async () => {
    renders++;
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': POLICY,
      'Cache-Control': options.cacheControl ?? ANONYMOUS_PAGE,
      Vary: 'Cookie',
    });
    if (options.setCookie) headers.set('Set-Cookie', 'voter=1');
    return new Response(`${options.body ?? PAGE}<!-- render ${renders} -->`, { status: options.status ?? 200, headers });
  };
  return { render, renders: () => renders };
}

const get = (path = '/', headers: Record<string, string> = {}) =>
  new Request(`http://journal.test${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } });

describe('the anonymous page cache', () => {
  it('renders a page once and serves the same bytes to the next readers, compressed once', async () => {
    const cache = createPageCache();
    const page = renderer();
    const first = await cache.serve(get(), page.render);
    const second = await cache.serve(get(), page.render);
    expect(page.renders()).toBe(1);
    expect(second!.headers.get('Content-Encoding')).toBe('br');
    const bytes = Buffer.from(await second!.arrayBuffer());
    expect(zlib.brotliDecompressSync(bytes).toString()).toContain('<!-- render 1 -->');
    expect(first!.headers.get('ETag')).toBe(second!.headers.get('ETag'));
    expect(second!.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('gives gzip to a client without brotli and the plain page to one that takes neither', async () => {
    const cache = createPageCache();
    const page = renderer();
    await cache.serve(get(), page.render);
    const gzipped = await cache.serve(get('/', { 'Accept-Encoding': 'gzip' }), page.render);
    expect(gzipped!.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzipped!.arrayBuffer())).toString()).toContain('Senior housing story');
    const plain = await cache.serve(get('/', { 'Accept-Encoding': 'identity' }), page.render);
    expect(plain!.headers.has('Content-Encoding')).toBe(false);
    expect(await plain!.text()).toContain('<!-- render 1 -->');
    expect(Number(plain!.headers.get('Content-Length'))).toBeGreaterThan(5000);
  });

  it('answers a reader who already has the copy with 304 and no body', async () => {
    const cache = createPageCache();
    const page = renderer();
    const first = await cache.serve(get(), page.render);
    const etag = first!.headers.get('ETag')!;
    const again = await cache.serve(get('/', { 'If-None-Match': `"other", ${etag.replace(/^W\//, '')}` }), page.render);
    expect(again!.status).toBe(304);
    expect(again!.body).toBeNull();
    expect(again!.headers.get('Cache-Control')).toBe(ANONYMOUS_PAGE);
  });

  it('allows exactly the inline scripts of the stored copy by hash, with no nonce shared among readers', async () => {
    const cache = createPageCache();
    const page = renderer();
    await cache.serve(get(), page.render);
    const policy = (await cache.serve(get(), page.render))!.headers.get('Content-Security-Policy')!;
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain(
      `script-src 'self' 'sha256-boot' ${sha256('window.__ctx = {"a":1}')} ${sha256('__ctx.stream("done")')};`,
    );
    expect(policy).toContain("object-src 'none'");
  });

  it('keeps one copy per address, query included', async () => {
    const cache = createPageCache();
    const page = renderer();
    await cache.serve(get('/?category=investment'), page.render);
    await cache.serve(get('/?category=technology'), page.render);
    await cache.serve(get('/?category=investment'), page.render);
    expect(page.renders()).toBe(2);
  });

  it('renders once for readers who arrive together', async () => {
    const cache = createPageCache();
    const page = renderer();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.serve(get(), page.render)));
    expect(page.renders()).toBe(1);
    expect(new Set(answers.map((a) => a!.headers.get('ETag'))).size).toBe(1);
  });

  it('serves a stale copy at once and renders the next in the background; past the stale window it waits', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    const page = renderer();
    await cache.serve(get(), page.render);
    clock = 3000;
    const stale = await cache.serve(get(), page.render);
    expect(await readBrotli(stale!)).toContain('<!-- render 1 -->');
    await expect.poll(() => page.renders()).toBe(2);
    await expect.poll(async () => readBrotli((await cache.serve(get(), page.render))!)).toContain('<!-- render 2 -->');
    clock = 3000 + 7000;
    expect(await readBrotli((await cache.serve(get(), page.render))!)).toContain('<!-- render 3 -->');
    expect(cache.stats().staleHits).toBeGreaterThanOrEqual(1);
  });

  it('renders a stale copy anew for the request itself when nothing may render after it is answered', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    const page = renderer();
    await cache.serve(get(), page.render, { renderLater: false });
    clock = 500;
    await cache.serve(get(), page.render, { renderLater: false });
    clock = 2000;
    const renewed = await cache.serve(get(), page.render, { renderLater: false });
    expect(await readBrotli(renewed!)).toContain('<!-- render 2 -->');
    expect(page.renders()).toBe(2);
  });

  it('forgets every copy when published content changes', async () => {
    const cache = createPageCache();
    const page = renderer();
    await cache.serve(get(), page.render);
    cache.invalidate();
    expect(await readBrotli((await cache.serve(get(), page.render))!)).toContain('<!-- render 2 -->');
  });

  it('does not keep a page rendered before an invalidation that arrived while it rendered', async () => {
    const cache = createPageCache();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return renderer().render();
    };
    const pending = cache.serve(get(), slow);
    await expect.poll(() => typeof release).toBe('function');
    cache.invalidate();
    release();
    expect((await pending)!.status).toBe(200);
    expect(cache.stats().entries).toBe(0);
  });

  it('never keeps a private answer, one that sets a cookie or an error, and gives each waiting reader a copy of it', async () => {
    const cache = createPageCache();
    for (const options of [{ cacheControl: PRIVATE }, { setCookie: true }, { status: 404 }]) {
      const page = renderer(options);
      const answers = await Promise.all([cache.serve(get('/x'), page.render), cache.serve(get('/x'), page.render)]);
      expect(await answers[0]!.text()).toContain('<!-- render 1 -->');
      expect(await answers[1]!.text()).toContain('<!-- render 1 -->');
      await cache.serve(get('/x'), page.render);
      expect(page.renders()).toBe(2);
    }
    expect(cache.stats().entries).toBe(0);
  });

  it('answers HEAD from a stored copy without a body, and renders a HEAD miss for itself', async () => {
    const cache = createPageCache();
    const page = renderer();
    const miss = await cache.serve(new Request('http://journal.test/', { method: 'HEAD' }), page.render);
    expect(miss!.status).toBe(200);
    expect(cache.stats().entries).toBe(0);
    await cache.serve(get(), page.render);
    const head = await cache.serve(new Request('http://journal.test/', { method: 'HEAD' }), page.render);
    expect(head!.body).toBeNull();
    expect(head!.headers.get('ETag')).toMatch(/^W\/"/);
  });

  it('never renews a stale copy from a HEAD, whose render has no body', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    const page = renderer();
    await cache.serve(get(), page.render);
    clock = 2000;
    const head = await cache.serve(
      new Request('http://journal.test/', { method: 'HEAD' }),
      async () => new Response(null, { status: 200, headers: { 'Cache-Control': ANONYMOUS_PAGE } }),
    );
    expect(head!.status).toBe(200);
    // Time for a renewal to finish, had one started.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await readBrotli((await cache.serve(get(), page.render))!)).toContain('<!-- render 1 -->');
  });

  it('stays within its bounds, dropping the least recently read copy first', async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const page = renderer();
    await cache.serve(get('/a'), page.render);
    await cache.serve(get('/b'), page.render);
    await cache.serve(get('/a'), page.render);
    await cache.serve(get('/c'), page.render);
    expect(cache.stats().entries).toBe(2);
    await cache.serve(get('/a'), page.render);
    expect(page.renders()).toBe(3);
    await cache.serve(get('/b'), page.render);
    expect(page.renders()).toBe(4);
  });

  it('passes on a busy server, unless a stale copy can stand in', async () => {
    let clock = 0;
    const cache = createPageCache({ freshMs: 1000, staleMs: 5000, now: () => clock });
    expect(await cache.serve(get(), async () => null)).toBeNull();
    await cache.serve(get(), renderer().render);
    clock = 2000;
    expect((await cache.serve(get(), async () => null))!.status).toBe(200);
  });

  it('shares only what nothing about the reader can change', () => {
    const cache = createPageCache();
    expect(cache.shares(get('/'))).toBe(true);
    expect(cache.shares(get('/newsletter.data'))).toBe(true);
    expect(cache.shares(get('/', { Cookie: 'rss-subscriptions=mcknights' }))).toBe(false);
    expect(cache.shares(get('/admin/newsletter'))).toBe(false);
    expect(cache.shares(get('/newsletter/preferences?token=x'))).toBe(false);
    expect(cache.shares(new Request('http://journal.test/', { method: 'POST' }))).toBe(false);
  });
});

describe('pinning inline scripts', () => {
  it('adds a script-src when the policy lists nonce only', () => {
    expect(pinInlineScripts(`script-src 'nonce-abc'`, '<script>a()</script>')).toBe(`script-src ${sha256('a()')}`);
  });

  it('lists a hash the policy already has once', () => {
    const policy = `script-src 'self' 'nonce-abc' ${sha256('boot()')}; object-src 'none'`;
    expect(pinInlineScripts(policy, '<script>boot()</script><script>b()</script>')).toBe(
      `script-src 'self' ${sha256('boot()')} ${sha256('b()')}; object-src 'none'`,
    );
  });
});

async function readBrotli(response: Response): Promise<string> {
  return zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
}
