import iconv from 'iconv-lite';
import { AddressRefusedError, type HttpFetch } from './pinned-fetch';

/**
 * Fetching one feed over HTTP, politely and defensively: a timeout per attempt, a size cap,
 * redirects followed within a limit, retries with backoff on network errors and 5xx, conditional
 * GET (ETag / Last-Modified), Retry-After respected, and the body decoded by its declared charset.
 */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Waits before the 2nd, 3rd, … attempt. */
  retryDelaysMs: readonly number[];
  userAgent: string;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 8_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  retryDelaysMs: [1_000, 2_000],
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 SeniorHousingJournal/1.0',
};

/** Retry-After longer than this is not waited for in-line; the feed is rescheduled instead. */
const MAX_INLINE_RETRY_AFTER_MS = 5_000;

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  | {
      kind: 'fetched';
      status: number;
      body: string;
      validators: Validators;
      /** Where the body came from after redirects: the base of the feed's relative links. */
      url: string;
    }
  | { kind: 'not-modified'; status: 304 }
  | { kind: 'failed'; status: number | null; error: string; retryAfter: Date | null };

class AttemptError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Retry-After as milliseconds from now: delay-seconds (digits only) or an HTTP-date, which always
 * starts with the day's name. Anything else is null: Date.parse alone would read "-5" or
 * "later 5" as dates in the past, and Number alone would take "1e3" or "0x10".
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  const trimmed = value?.trim() ?? '';
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  if (!/^(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const HEADER_CHARSET = /charset\s*=\s*["']?([\w.:-]+)/i;
const PROLOG_ENCODING = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i;

/** The charset from Content-Type, else from the XML prolog, else UTF-8. */
export function detectCharset(contentType: string | null, head: Uint8Array): string {
  return declaredCharset(contentType, head)?.label ?? 'utf-8';
}

/** What the response says about its bytes, and where it says it: BOM, HTTP header, XML prolog. */
function declaredCharset(
  contentType: string | null,
  bytes: Uint8Array,
): { label: string; from: 'bom' | 'header' | 'prolog' } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', from: 'bom' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', from: 'bom' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', from: 'bom' };
  const fromHeader = contentType?.match(HEADER_CHARSET)?.[1];
  if (fromHeader) return { label: fromHeader, from: 'header' };
  const prolog = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const fromProlog = prolog.match(PROLOG_ENCODING)?.[1];
  return fromProlog ? { label: fromProlog, from: 'prolog' } : null;
}

/**
 * Labels that the WHATWG Encoding Standard (what browsers and fetch's Response.text() do) reads as
 * windows-1252. Feeds that declare ISO-8859-1 or ASCII routinely carry windows-1252 curly quotes
 * and dashes in 0x80–0x9F, which a strict ISO-8859-1 decoder turns into invisible control characters.
 */
const WINDOWS_1252_LABELS = new Set([
  'windows-1252',
  'cp1252',
  'x-cp1252',
  'iso-8859-1',
  'iso8859-1',
  'iso88591',
  'iso_8859-1',
  'iso_8859-1:1987',
  'iso-ir-100',
  'latin1',
  'l1',
  'cp819',
  'ibm819',
  'csisolatin1',
  'us-ascii',
  'ascii',
  'ansi_x3.4-1968',
]);

const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'x-unicode20utf8']);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Any byte above 0x7F: without one, every ASCII-compatible charset reads the bytes alike. */
function hasHighBytes(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte > 0x7f) return true;
  return false;
}

/**
 * The encoding to read a feed's bytes with, as a browser would: a byte order mark first, then the
 * HTTP charset, then the XML declaration. When nothing is declared, or UTF-8 is declared but the
 * bytes are not UTF-8, the bytes are windows-1252 (the web's legacy default), so no character ever
 * becomes U+FFFD. One step further than a browser: a feed labelled Latin-1 / windows-1252 whose bytes
 * are well-formed UTF-8 with multi-byte sequences is read as UTF-8 (a mislabelled feed; Latin-1
 * text essentially never forms valid UTF-8), so "Ã©"-style mojibake is never stored.
 */
export function chooseEncoding(bytes: Uint8Array, contentType: string | null): string {
  const declared = declaredCharset(contentType, bytes);
  if (declared?.from === 'bom') return declared.label;
  const label = declared?.label.toLowerCase() ?? null;
  if (label && !UTF8_LABELS.has(label) && !WINDOWS_1252_LABELS.has(label) && iconv.encodingExists(label)) {
    // UTF-16 declared in a prolog that we could read as ASCII is a contradiction: decode as UTF-8 then.
    if (!(label.startsWith('utf-16') && declared?.from === 'prolog')) return label;
  }
  if (label && WINDOWS_1252_LABELS.has(label)) {
    return hasHighBytes(bytes) && isValidUtf8(bytes) ? 'utf-8' : 'windows-1252';
  }
  // UTF-8 declared, nothing declared, or a label no decoder knows: UTF-8 when the bytes are UTF-8.
  return isValidUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

/**
 * Decodes with iconv-lite rather than TextDecoder: Node 20's TextDecoder drops windows-1252's
 * curly quotes and dashes (0x80–0x9F). A byte order mark is removed.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  return iconv.decode(Buffer.from(bytes), chooseEncoding(bytes, contentType), { stripBOM: true });
}

/**
 * The body's bytes, or null as soon as it is known to exceed `maxBytes` (declared or streamed); the
 * rest is then never read.
 */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const body = await readBodyCapped(response, maxBytes);
  if (!body) throw new AttemptError(`Feed larger than ${maxBytes} bytes`, response.status, false);
  return body;
}

async function attempt(
  url: string,
  validators: Validators,
  limits: FetchLimits,
  pinned: HttpFetch | null,
): Promise<FetchOutcome> {
  let current = url;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  // Looked up at each call, not at import: tests replace the global.
  const request: HttpFetch = pinned ?? fetch;
  try {
    for (let redirects = 0; ; redirects++) {
      // Every hop is a new request: through `pinned`, each hop's address is checked as it connects.
      const headers: Record<string, string> = {
        'User-Agent': limits.userAgent,
        Accept:
          'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8',
      };
      if (validators.etag) headers['If-None-Match'] = validators.etag;
      if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
      const response = await request(current, { headers, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) throw new AttemptError(`HTTP ${response.status} without Location`, response.status, false);
        if (redirects >= limits.maxRedirects)
          throw new AttemptError(`More than ${limits.maxRedirects} redirects`, response.status, false);
        current = new URL(location, current).toString();
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { kind: 'not-modified', status: 304 };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
        const retryable = response.status >= 500 || response.status === 429;
        throw new AttemptError(`HTTP ${response.status}`, response.status, retryable, retryAfterMs);
      }
      const bytes = await readCapped(response, limits.maxBytes);
      return {
        kind: 'fetched',
        status: response.status,
        body: decodeBody(bytes, response.headers.get('content-type')),
        url: current,
        validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
      };
    }
  } catch (error) {
    if (error instanceof AttemptError) throw error;
    if (error instanceof AddressRefusedError) throw new AttemptError(error.message, null, false);
    if (signal.aborted) throw new AttemptError(`Direct RSS request timeout after ${limits.timeoutMs}ms`, null, true);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new AttemptError(`Network error: ${cause?.code ?? cause?.message ?? (error as Error).message}`, null, true);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches with retries (3 attempts by default: waits of 1 s then 2 s) on network errors, 5xx and 429. */
export async function fetchFeed(
  url: string,
  validators: Validators,
  limits: FetchLimits = DEFAULT_FETCH_LIMITS,
  /**
   * For addresses an admin typed: a fetch that connects only where the address policy allows
   * (./pinned-fetch). null: the global fetch, for the operator's own feed list.
   */
  pinned: HttpFetch | null = null,
): Promise<FetchOutcome> {
  for (let attemptIndex = 0; ; attemptIndex++) {
    try {
      return await attempt(url, validators, limits, pinned);
    } catch (error) {
      const failure = error as AttemptError;
      const delay = limits.retryDelaysMs[attemptIndex];
      const retryAfterMs = failure.retryAfterMs;
      const waitTooLong = retryAfterMs !== null && retryAfterMs > MAX_INLINE_RETRY_AFTER_MS;
      if (!failure.retryable || delay === undefined || waitTooLong) {
        return {
          kind: 'failed',
          status: failure.status,
          error: failure.message,
          retryAfter: retryAfterMs !== null ? new Date(Date.now() + retryAfterMs) : null,
        };
      }
      await sleep(Math.max(delay, retryAfterMs ?? 0));
    }
  }
}
