/**
 * Fetching one web page an admin named (a press release), through the pinned fetch: every hop's
 * address checked as it connects, redirects followed here within a limit, one time cap for the
 * whole fetch (redirects and body included), a size cap on the decoded bytes, and only HTML
 * accepted. The page is decoded as a browser would: BOM, HTTP charset, then <meta charset>.
 */
import { PRESS_RELEASE_TEXT as TEXT } from '~/core/messages';
import { decodeBody, DEFAULT_FETCH_LIMITS, readBodyCapped } from './fetch-feed';
import { AddressRefusedError, type HttpFetch } from './pinned-fetch';

export interface PageFetchLimits {
  /** For the whole fetch, every redirect and the body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

/**
 * Wire-service release pages weigh 150–900 KB of HTML (inline scripts and styles); 2 MB is twice
 * the largest, and an admin waits at most 10 s for an answer.
 */
export const PAGE_FETCH_LIMITS: PageFetchLimits = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  // A browser's: some newsrooms answer robots' user agents with a challenge page.
  userAgent: DEFAULT_FETCH_LIMITS.userAgent,
};

export type PageFetchOutcome = { ok: true; html: string; url: string } | { ok: false; error: string };

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i;

/** A Content-Type with the charset the page declares in its first 1024 bytes, when the header names none. */
function effectiveContentType(contentType: string | null, bytes: Uint8Array): string | null {
  if (contentType && /charset\s*=/i.test(contentType)) return contentType;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const declared = head.match(META_CHARSET)?.[1];
  return declared ? `text/html; charset=${declared}` : contentType;
}

/** Whether bytes served without a Content-Type look like an HTML document. */
function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512)).replace(/^\uFEFF?\s*/, '');
  return /^(<!doctype html|<html|<head|<!--)/i.test(head);
}

export async function fetchPage(
  url: string,
  pinned: HttpFetch,
  limits: PageFetchLimits = PAGE_FETCH_LIMITS,
): Promise<PageFetchOutcome> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await pinned(current, {
        headers: {
          'User-Agent': limits.userAgent,
          Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'Accept-Language': 'en-US,en;q=0.9',
        },
        redirect: 'manual',
        signal,
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location) return { ok: false, error: TEXT.redirectWithoutLocation(response.status) };
        if (redirects >= limits.maxRedirects) return { ok: false, error: TEXT.tooManyRedirects(limits.maxRedirects) };
        // The next hop goes through the pinned fetch too: a public page may redirect into the intranet.
        current = new URL(location, current).toString();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, error: TEXT.httpError(response.status) };
      }
      const contentType = response.headers.get('content-type');
      // Refused before the body is read: a PDF or a video is never downloaded.
      if (contentType && !HTML_TYPES.test(contentType.trim())) {
        await response.body?.cancel();
        return { ok: false, error: TEXT.notHtml(contentType.split(';')[0]!.trim()) };
      }
      const bytes = await readBodyCapped(response, limits.maxBytes);
      if (!bytes) return { ok: false, error: TEXT.tooLarge(limits.maxBytes) };
      if (!contentType && !looksLikeHtml(bytes)) return { ok: false, error: TEXT.notHtml('no Content-Type') };
      return { ok: true, html: decodeBody(bytes, effectiveContentType(contentType, bytes)), url: current };
    }
  } catch (error) {
    if (error instanceof AddressRefusedError) return { ok: false, error: error.message };
    if (signal.aborted) return { ok: false, error: TEXT.timeout(limits.timeoutMs) };
    const cause = (error as { cause?: { code?: string; message?: string }; code?: string }).cause;
    const code = cause?.code ?? (error as { code?: string }).code ?? cause?.message ?? (error as Error).message;
    return { ok: false, error: TEXT.unreachable(code) };
  }
}
