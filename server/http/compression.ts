/**
 * Compression of the answers built per request (pages for signed-in readers, the API's private and
 * uncached answers, errors). Stored pages (page-cache.ts) and the build's text files
 * (scripts/compress-assets.ts) come already encoded and pass through untouched.
 *
 * Hono's `compress` pipes every body through a web CompressionStream, gzip only. Ours keeps
 * @hono/node-server's lightweight response where it can: an answer built whole in memory (HTML, JSON,
 * XML: strings) is compressed in one call on libuv's thread pool, off the event loop, and sent as
 * bytes in one write. Brotli at quality 4 is both smaller and faster than gzip at 6 on our pages
 * (120 KB of HTML: 18.6 KB in 0.9 ms, against 20.4 KB in 1.4 ms); gzip is for clients without
 * brotli. Any other compressible type may be a stream (the subscriber CSV) and is compressed as it
 * flows, so an export is never held whole in memory.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { editHeaders, replaceResponse } from './responses';

/** Below this a compressed copy saves less than its headers cost (the build's assets use the same). */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text worth compressing (images, fonts and archives are compressed already). */
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;
/** Answers our code always builds as one string: safe to compress whole. */
const BUILT_WHOLE = /^\s*(?:text\/html|application\/(?:json|xml|[\w.-]+\+(?:json|xml)))/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** The first of `offered` the client takes (q=0 refuses an encoding, `*` stands for the unnamed). */
export function negotiateEncoding<E extends Encoding>(
  acceptEncoding: string | null | undefined,
  offered: readonly E[],
): E | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name!.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return offered.find((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0) ?? null;
}

/** br when the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  return negotiateEncoding(acceptEncoding, ['br', 'gzip']);
}

/** `Vary` with Accept-Encoding added, unless it is there already (or `*`). */
export function varyOnEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  if (vary.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}

/** Bytes compressed for one answer, on the thread pool. */
export function encode(bytes: Uint8Array, encoding: Encoding, quality: { br: number; gzip: number }): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality.br,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzip(bytes, { level: quality.gzip });
}

const PER_REQUEST = { br: 4, gzip: 6 };

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const type = res.headers.get('Content-Type') ?? '';
    const length = res.headers.get('Content-Length');
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      !COMPRESSIBLE.test(type) ||
      (length !== null && Number(length) < MIN_COMPRESSED_BYTES) ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const accepted = c.req.header('Accept-Encoding');
    if (BUILT_WHOLE.test(type)) await compressWhole(c, res, preferredEncoding(accepted));
    // CompressionStream has no brotli: an answer that flows is gzip or nothing.
    else compressFlowing(c, res, negotiateEncoding(accepted, ['gzip']));
  };
}

async function compressWhole(c: Context, res: Response, encoding: Encoding | null): Promise<void> {
  const vary = varyOnEncoding(res.headers.get('Vary'));
  if (!encoding) {
    // Only a header changes: in place, so the body stays a string written in one call.
    replaceResponse(
      c,
      editHeaders(res, (headers) => headers.set('Vary', vary)),
    );
    return;
  }
  const headers = new Headers(res.headers);
  headers.set('Vary', vary);
  const init = { status: res.status, statusText: res.statusText, headers };
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < MIN_COMPRESSED_BYTES) {
    replaceResponse(c, new Response(bytes, init));
    return;
  }
  const encoded = await encode(bytes, encoding, PER_REQUEST);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(encoded.byteLength));
  weakenEtag(headers);
  replaceResponse(c, new Response(new Uint8Array(encoded), init));
}

function compressFlowing(c: Context, res: Response, encoding: 'gzip' | null): void {
  const vary = varyOnEncoding(res.headers.get('Vary'));
  if (!encoding || !res.body) {
    replaceResponse(
      c,
      editHeaders(res, (headers) => headers.set('Vary', vary)),
    );
    return;
  }
  const headers = new Headers(res.headers);
  headers.set('Vary', vary);
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  weakenEtag(headers);
  replaceResponse(c, new Response(res.body.pipeThrough(new CompressionStream(encoding)), { status: res.status, headers }));
}

/** A strong ETag names exact bytes; the encoded bytes are others, with the same meaning. */
function weakenEtag(headers: Headers): void {
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}
