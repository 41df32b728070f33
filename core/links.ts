/**
 * Article-link rules of both spec documents, merged into one gate that every link passes before a
 * reader can click it (feed normaliser, API, card).
 *
 * Rejected: empty, '#', 'undefined', 'null'; javascript: and data: (any scheme but http/https);
 * placeholder hosts (the template's example host), links containing 'placeholder', 'fake', 'lorem',
 * 'sample' or 'localhost'; hostnames of 3 characters or fewer. A link without a scheme gets
 * https:// prepended.
 */
const EMPTY_VALUES = new Set(['', '#', 'undefined', 'null']);
const REJECTED_WORDS = ['placeholder', 'fake', 'lorem', 'sample', 'localhost'];
/** Reserved documentation hosts (RFC 2606) that feeds and templates use as stand-ins. */
const PLACEHOLDER_HOST = /(^|\.)example\.(com|org|net)$|\.(example|invalid|test|localhost)$/i;
const MIN_HOSTNAME_LENGTH = 4;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type LinkVerdict = { ok: true; url: string } | { ok: false; reason: string };

export function checkArticleLink(raw: string | null | undefined): LinkVerdict {
  const trimmed = (raw ?? '').trim();
  if (EMPTY_VALUES.has(trimmed.toLowerCase())) return { ok: false, reason: 'empty link' };

  const lower = trimmed.toLowerCase();
  const word = REJECTED_WORDS.find((w) => lower.includes(w));
  if (word) return { ok: false, reason: `link contains '${word}'` };

  // Protocol-relative links ("//host/path") and bare hosts ("host/path") become https.
  const withScheme = trimmed.startsWith('//')
    ? `https:${trimmed}`
    : SCHEME.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)
      ? trimmed
      : `https://${trimmed}`;

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: `scheme ${url.protocol} not allowed` };
  }
  if (url.hostname.length < MIN_HOSTNAME_LENGTH) return { ok: false, reason: 'hostname too short' };
  if (!url.hostname.includes('.')) return { ok: false, reason: 'hostname has no domain' };
  if (PLACEHOLDER_HOST.test(url.hostname)) return { ok: false, reason: 'placeholder host' };
  return { ok: true, url: url.toString() };
}

/** The normalised link, or null when the rules reject it. */
export function normaliseArticleLink(raw: string | null | undefined): string | null {
  const verdict = checkArticleLink(raw);
  return verdict.ok ? verdict.url : null;
}

const TRACKING_PARAMS = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|_hsenc|_hsmi|ref_src|cmpid)$/i;

/**
 * The identity of a story's link for de-duplication: lowercase host without 'www.', no fragment,
 * no tracking parameters, remaining parameters sorted, no trailing slash.
 */
export function canonicalArticleUrl(link: string): string {
  const url = new URL(link);
  url.hash = '';
  url.hostname = url.hostname.toLowerCase().replace(/^www\./, '');
  url.protocol = 'https:';
  const kept = [...url.searchParams.entries()]
    .filter(([key]) => !TRACKING_PARAMS.test(key))
    .sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  // Drop the path's trailing slash even when a query follows it ("/story/?p=1" → "/story?p=1").
  if (url.pathname !== '/') url.pathname = url.pathname.replace(/\/+$/, '');
  const text = url.toString();
  return url.search === '' ? text.replace(/\/$/, '') : text;
}
