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
const IP_LITERAL = /^(\d+\.){3}\d+$|^\[.*\]$/;
/** File endings that make "story.html/…" a relative path, not a host in a top-level domain. */
const FILE_ENDINGS = /\.(s?html?|php\d?|aspx?|jsp|cfm|cgi|xml|json|rss|atom|txt|pdf|jpe?g|png|gif|webp|svg)$/i;

/**
 * "www.mcknights.com/news/x" (a scheme forgotten) rather than a path: the first segment is a
 * dotted host name ending in an alphabetic top-level domain that is not a file ending.
 */
function looksLikeBareHost(text: string): boolean {
  const host = /^([a-z0-9-]+(\.[a-z0-9-]+)+)(:\d+)?([/?#]|$)/i.exec(text)?.[1];
  if (!host) return false;
  return /\.[a-z]{2,24}$/i.test(host) && !FILE_ENDINGS.test(host);
}

export type LinkVerdict = { ok: true; url: string } | { ok: false; reason: string };

export function checkArticleLink(raw: string | null | undefined): LinkVerdict {
  const trimmed = (raw ?? '').trim();
  if (EMPTY_VALUES.has(trimmed.toLowerCase())) return { ok: false, reason: 'empty link' };

  const lower = trimmed.toLowerCase();
  const word = REJECTED_WORDS.find((w) => lower.includes(w));
  if (word) return { ok: false, reason: `link contains '${word}'` };

  // Protocol-relative links ("//host/path") and bare hosts ("host/path") become https. A path
  // ("/2020/08/07/story.html", "news/story.html") is not a host: it is refused here, and the feed
  // normaliser resolves it against its feed's address before it gets this far.
  let withScheme: string;
  if (trimmed.startsWith('//')) withScheme = `https:${trimmed}`;
  else if (SCHEME.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)) withScheme = trimmed;
  else if (looksLikeBareHost(trimmed)) withScheme = `https://${trimmed}`;
  else return { ok: false, reason: 'relative link without a base' };

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
  // A story lives on a named host; an address literal is a parsing accident ("/2020/…" read as the
  // IPv4 address 0.0.7.228) or a private machine, never a publisher's article.
  if (IP_LITERAL.test(url.hostname)) return { ok: false, reason: 'hostname is an IP address' };
  if (!url.hostname.includes('.')) return { ok: false, reason: 'hostname has no domain' };
  if (PLACEHOLDER_HOST.test(url.hostname)) return { ok: false, reason: 'placeholder host' };
  return { ok: true, url: url.toString() };
}

/** The normalised link, or null when the rules reject it. */
export function normaliseArticleLink(raw: string | null | undefined): string | null {
  const verdict = checkArticleLink(raw);
  return verdict.ok ? verdict.url : null;
}

/**
 * Query parameters that only tell the publisher's analytics where a click came from (the lists of
 * Miniflux and the URL-cleaning browser extensions): Google/Urchin, Matomo/Piwik, HubSpot,
 * Mailchimp, Marketo, social networks' and ad networks' click identifiers.
 */
const TRACKING_PARAMS =
  /^(utm_[a-z0-9_]+|ga_[a-z_]+|mtm_[a-z_]+|pk_[a-z_]+|piwik_[a-z_]+|hsa_[a-z_]+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|yclid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|igshid|_hsenc|_hsmi|__hssc|__hstc|__hsfp|hsctatracking|mkt_tok|_openstat|fb_action_ids|fb_action_types|fb_ref|fb_source|ref_src|ref_url|cmpid|s_cid|sc_cid|oly_anon_id|oly_enc_id|rb_clickid|vero_conv|vero_id|wickedid|_ga|_gl|srsltid|at_campaign|at_medium|itm_[a-z_]+|__twitter_impression|ncid|sr_share)$/i;

export function isTrackingParameter(name: string): boolean {
  return TRACKING_PARAMS.test(name);
}

/**
 * The link a reader is given: tracking parameters removed, everything else (order of the other
 * parameters, their encoding, the fragment) exactly as the publisher wrote it.
 */
export function withoutTracking(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (!url.search) return link;
  const parts = url.search.slice(1).split('&');
  const kept = parts.filter((part) => {
    if (part === '') return false;
    const name = part.split('=')[0]!;
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is kept as written.
    }
    return !TRACKING_PARAMS.test(decoded);
  });
  if (kept.length === parts.length) return link;
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.toString();
}

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

/** Every scheme this module lets a reader follow. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link as written in a feed, made absolute (RFC 3986) against the first base that exists: the
 * xml:base in scope, then the item's or the feed's own link, then the address the feed was fetched
 * from. Only when no base exists at all does a bare host ("www.site.com/x") get https://, as the
 * spec asks; a path without a base resolves to nothing (the item is dropped, never guessed at).
 * "www." at the start always means a host: no publisher names a folder that way.
 */
export function resolveFeedLink(raw: string | null | undefined, bases: readonly (string | null | undefined)[]): string | null {
  const trimmed = (raw ?? '').trim();
  // The spec's stand-ins and a bare fragment (the feed's own page) are no article, whatever the base.
  if (EMPTY_VALUES.has(trimmed.toLowerCase()) || trimmed.startsWith('#')) return null;
  if (ABSOLUTE.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)) return trimmed;
  if (/^www\./i.test(trimmed)) return `https://${trimmed}`;
  const base = firstAbsoluteBase(bases);
  if (base) {
    try {
      return new URL(trimmed, base).toString();
    } catch {
      return null;
    }
  }
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return looksLikeBareHost(trimmed) ? `https://${trimmed}` : null;
}

/** The first base that is an absolute http(s) URL, each resolved against the ones after it. */
function firstAbsoluteBase(bases: readonly (string | null | undefined)[]): string | null {
  for (let i = 0; i < bases.length; i++) {
    const candidate = bases[i]?.trim();
    if (!candidate) continue;
    if (/^https?:\/\//i.test(candidate)) {
      try {
        return new URL(candidate).toString();
      } catch {
        continue;
      }
    }
    // A relative base (xml:base="2024/", a channel link "/") is itself resolved against the later ones.
    const outer = firstAbsoluteBase(bases.slice(i + 1));
    if (outer) {
      try {
        return new URL(candidate, outer).toString();
      } catch {
        continue;
      }
    }
  }
  return null;
}
