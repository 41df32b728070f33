/**
 * Anonymous pages from memory. Rendering the home page costs about 20 ms of CPU (the database,
 * React, React Router); every reader without a cookie gets the same bytes, so each URL is rendered
 * once per PAGE_FRESH_MS and those bytes are served, already compressed, until then. Past that a
 * copy is still served for up to PAGE_STALE_MS while one request renders the next in the background
 * (stale-while-revalidate), so no reader waits for a render the cache could have spared. A feed
 * refresh that stored stories and every admin change empty the cache (`invalidate`).
 *
 * Shared only when nothing about the reader can change the page: GET or HEAD, no Cookie header at
 * all (a session, a muted outlet or a poll vote each come as a cookie), not a page about someone
 * (page-caching.ts), and an answer of 200 marked public with no Set-Cookie.
 *
 * The Content-Security-Policy of a rendered page allows its inline scripts by a per-response nonce.
 * A stored copy is served to many, so its policy allows exactly its own inline scripts by their
 * SHA-256 hashes instead (`pinInlineScripts`): the bytes stay fixed, so they are compressed once per
 * copy, carry a strong ETag and answer If-None-Match with 304.
 */
import { createHash } from 'node:crypto';
import { logger } from '~/server/logger';
import { encode, preferredEncoding, varyOnEncoding } from './compression';
import { PRIVATE_PAGE_PREFIXES } from './page-caching';

/** How long a stored page is served as it is. */
export const PAGE_FRESH_MS = 10_000;
/** How long past that it may still be served while a new copy renders. */
export const PAGE_STALE_MS = 60_000;
/** Bounds on what is kept: distinct URLs (searches make many) and their bytes, all encodings counted. */
export const PAGE_CACHE_MAX_ENTRIES = 300;
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** Compressed once per copy: brotli at 5 is near its best ratio at a fraction of 11's time. */
const STORED = { br: 5, gzip: 6 };

interface StoredPage {
  status: number;
  headers: [string, string][];
  /** The page as rendered, and compressed once (STORED). */
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  storedAt: number;
  /** The cache's generation when stored: an invalidation makes older copies unusable at once. */
  generation: number;
}

export interface PageCacheStats {
  hits: number;
  staleHits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export interface PageCache {
  /** Whether a copy of this request's answer may be shared with every other reader. */
  shares(request: Request): boolean;
  /**
   * Answers a shareable request from a stored copy, or through `render` (once for all requests of
   * the same URL that arrive meanwhile), keeping the answer when it may be shared. `render` may
   * answer null (the server is busy); so does `serve` then, unless a stale copy can stand in.
   */
  serve(request: Request, render: () => Promise<Response | null>, options?: ServeOptions): Promise<Response | null>;
  /** Published content changed: no stored copy is served again. */
  invalidate(): void;
  stats(): PageCacheStats;
}

export interface ServeOptions {
  /**
   * Whether `render` may run after this request was answered, to replace a stale copy (true). A
   * middleware's `next` may not: with false a stale copy is rendered anew for the request itself.
   */
  renderLater?: boolean;
}

export interface PageCacheOptions {
  freshMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache({
  freshMs = PAGE_FRESH_MS,
  staleMs = PAGE_STALE_MS,
  maxEntries = PAGE_CACHE_MAX_ENTRIES,
  maxBytes = PAGE_CACHE_MAX_BYTES,
  now = Date.now,
}: PageCacheOptions = {}): PageCache {
  // Insertion order is recency: a hit moves its entry to the end, the oldest go first.
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, Promise<StoredPage | Buffered | null>>();
  let generation = 0;
  let bytes = 0;
  const counts = { hits: 0, staleHits: 0, misses: 0 };

  const size = (page: StoredPage) => page.identity.length + page.gzip.length + page.br.length;
  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= size(page);
    pages.delete(key);
  };
  const keep = (key: string, page: StoredPage) => {
    forget(key);
    if (size(page) > maxBytes) return;
    pages.set(key, page);
    bytes += size(page);
    for (const oldest of pages.keys()) {
      if (pages.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  /**
   * Renders once per URL at a time. What may be shared is stored; anything else (a 404, a redirect)
   * is buffered, so that each request that waited for it gets its own copy.
   */
  const renderOnce = (key: string, render: () => Promise<Response | null>) => {
    const pending = rendering.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const run = (async (): Promise<StoredPage | Buffered | null> => {
      const response = await render();
      if (!response) return null;
      if (!storable(response)) return buffer(response);
      const page = await toStoredPage(response, now(), startedIn);
      // Rendered from content an invalidation has since replaced: served to those who waited, not kept.
      if (startedIn === generation) keep(key, page);
      return page;
    })().finally(() => rendering.delete(key));
    rendering.set(key, run);
    return run;
  };

  return {
    shares(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (request.headers.has('cookie')) return false;
      const page = new URL(request.url).pathname.replace(/\.data$/, '');
      return !PRIVATE_PAGE_PREFIXES.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
    },

    async serve(request, render, { renderLater = true } = {}) {
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      const stored = pages.get(key);
      const age = stored ? now() - stored.storedAt : Infinity;
      if (stored && stored.generation === generation && age <= (renderLater ? freshMs + staleMs : freshMs)) {
        pages.delete(key);
        pages.set(key, stored);
        if (age <= freshMs) counts.hits++;
        else {
          counts.staleHits++;
          // The reader gets the copy now; the next one gets a fresh page (a HEAD's render has no body to keep).
          if (request.method === 'GET')
            renderOnce(key, render).catch((error: unknown) =>
              logger.error({ err: error, path: url.pathname }, 'refreshing a stored page failed'),
            );
        }
        return answer(stored, request);
      }
      counts.misses++;
      // A HEAD has no body to keep: it is rendered for itself.
      if (request.method === 'HEAD') return render();
      const rendered = await renderOnce(key, render);
      if (rendered === null) return null;
      return 'etag' in rendered ? answer(rendered, request) : new Response(rendered.body, rendered);
    },

    invalidate() {
      generation++;
      pages.clear();
      bytes = 0;
    },

    stats: () => ({ ...counts, entries: pages.size, bytes }),
  };
}

/** An answer that may not be shared, read once so that everyone who waited for it gets a copy. */
interface Buffered {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

async function buffer(response: Response): Promise<Buffered> {
  const body = response.body ? await response.arrayBuffer() : null;
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

function storable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && /^public\b/.test(cacheControl) && !response.headers.has('set-cookie');
}

async function toStoredPage(response: Response, storedAt: number, generation: number): Promise<StoredPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const policy = headers.get('content-security-policy');
  if (policy && (headers.get('content-type') ?? '').startsWith('text/html')) {
    headers.set('content-security-policy', pinInlineScripts(policy, identity.toString('utf8')));
  }
  // Each copy varies by what chose it; the encodings are ours to pick per request.
  headers.delete('content-length');
  headers.delete('content-encoding');
  const [gzipped, brotlied] = await Promise.all([encode(identity, 'gzip', STORED), encode(identity, 'br', STORED)]);
  return {
    status: response.status,
    headers: [...headers],
    identity,
    gzip: gzipped,
    br: brotlied,
    // The route's own tag when it has one; weak either way, as one tag stands for every encoding.
    etag: headers.get('etag') ?? `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
    storedAt,
    generation,
  };
}

/** A stored copy as this request wants it: 304 when it has it, else in the best encoding it takes. */
function answer(page: StoredPage, request: Request): Response {
  const headers = new Headers(page.headers);
  headers.set('ETag', page.etag);
  headers.set('Vary', varyOnEncoding(headers.get('vary')));
  const known = request.headers.get('if-none-match');
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (known && known.split(',').some((tag) => bare(tag) === bare(page.etag))) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: page.status, headers });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The policy with its per-response nonce replaced by the SHA-256 hash of each inline script of
 * `html`: the same scripts run, and no other (a nonce served to many readers would be no secret).
 */
export function pinInlineScripts(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return policy.replace(/script-src\b([^;]*)/, (_, sources: string) => {
    const kept = sources.split(/\s+/).filter((source) => source && !source.startsWith("'nonce-"));
    return ['script-src', ...new Set([...kept, ...hashes])].join(' ');
  });
}
