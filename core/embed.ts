/**
 * The embeddable news feed's rules (reader-experience.md §9, newsletter-admin-aggregation.md §2):
 * which paths other sites may frame, the query flags of /embed and what they mean, its category,
 * search, count and theme, and the message the framed page sends its host. Shared by the page, the
 * generator, the standalone script (/embed.js) and the HTTP layer, so each rule is written once.
 */
import { ALL_CATEGORIES, isCategoryFilter, type CategoryFilter } from './categories';
import { cleanSearchText } from './text';

export const EMBED_PATH = '/embed';
export const EMBED_SCRIPT_PATH = '/embed.js';

/** The only page other sites may put in a frame; every other page is 'self' only. */
export function isFrameablePath(path: string): boolean {
  return path === EMBED_PATH;
}

/**
 * The spec's query flags, each what it does on /embed:
 * - mobile: compact, one column with 44 px touch targets;
 * - embed: frameless, no page margin and a transparent background, so the host's page shows around the cards;
 * - isolation: the feed is a containment and stacking context of its own and long words wrap, so nothing can
 *   spill out of the frame the host sized;
 * - responsive: columns follow the feed's own width (container queries) rather than fixed breakpoints;
 * - shadow: the cards carry a drop shadow, as the script widget draws them (its no-script stand-in uses it);
 * - viewport: the feed fills the frame's viewport and scrolls inside it, and does not report its height
 *   (for frames of a fixed size).
 */
export const EMBED_FLAGS = ['mobile', 'embed', 'isolation', 'responsive', 'shadow', 'viewport'] as const;
export type EmbedFlag = (typeof EMBED_FLAGS)[number];
export type EmbedFlags = Record<EmbedFlag, boolean>;

export const EMBED_THEMES = ['light', 'dark', 'auto'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** Articles the feed shows unless the host asks for another count. */
export const EMBED_DEFAULT_LIMIT = 12;
/** A widget is a teaser of the journal, not its archive. */
export const EMBED_MAX_LIMIT = 30;
/** The longest search the feed takes (as the public API). */
export const EMBED_MAX_SEARCH_LENGTH = 200;

/** The `type` of the message a framed /embed posts to its host with its content height. */
export const EMBED_HEIGHT_MESSAGE = 'senior-housing-journal:embed-height';
export interface EmbedHeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  height: number;
}

export function isEmbedHeightMessage(value: unknown): value is EmbedHeightMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === EMBED_HEIGHT_MESSAGE && typeof message.height === 'number' && Number.isFinite(message.height);
}

export interface EmbedOptions {
  flags: EmbedFlags;
  category: CategoryFilter;
  /** The reader's search, cleaned; '' for none. */
  q: string;
  limit: number;
  theme: EmbedTheme;
}

export type EmbedOptionsResult = { ok: true; options: EmbedOptions } | { ok: false; parameter: string; error: string };

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  flags: { mobile: false, embed: false, isolation: false, responsive: false, shadow: false, viewport: false },
  category: ALL_CATEGORIES,
  q: '',
  limit: EMBED_DEFAULT_LIMIT,
  theme: 'light',
};

const invalid = (parameter: string, expected: string): EmbedOptionsResult => ({
  ok: false,
  parameter,
  error: `Invalid parameter '${parameter}': ${expected}`,
});

/**
 * Reads /embed's query (and the script widget's data attributes, given as the same names). A flag
 * is on when present bare (`?mobile`) or `true`/`1`, off when absent or `false`/`0`; anything else,
 * like an unknown category, a count out of range or an unknown theme, is refused naming the
 * parameter: a host's snippet with a typo should say so, not quietly show something else.
 */
export function parseEmbedOptions(params: URLSearchParams): EmbedOptionsResult {
  const flags = { ...DEFAULT_EMBED_OPTIONS.flags };
  for (const flag of EMBED_FLAGS) {
    const value = params.get(flag);
    if (value === null || value === 'false' || value === '0') continue;
    if (value !== '' && value !== 'true' && value !== '1') return invalid(flag, 'use true or false');
    flags[flag] = true;
  }

  const category = params.get('category') ?? ALL_CATEGORIES;
  if (!isCategoryFilter(category)) return invalid('category', 'unknown category');

  const q = cleanSearchText(params.get('q') ?? '');
  if (q.length > EMBED_MAX_SEARCH_LENGTH) return invalid('q', `at most ${EMBED_MAX_SEARCH_LENGTH} characters`);

  const limitText = params.get('limit');
  let limit = EMBED_DEFAULT_LIMIT;
  if (limitText !== null) {
    limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= 1 && limit <= EMBED_MAX_LIMIT)) return invalid('limit', `a whole number from 1 to ${EMBED_MAX_LIMIT}`);
  }

  const theme = params.get('theme') ?? DEFAULT_EMBED_OPTIONS.theme;
  if (!(EMBED_THEMES as readonly string[]).includes(theme)) return invalid('theme', EMBED_THEMES.join(', '));

  return { ok: true, options: { flags, category, q, limit, theme: theme as EmbedTheme } };
}

/**
 * The query that reproduces `options`, defaults left out, in a fixed order: the feed's own links
 * (category chips) keep the host's flags, and the generator writes the same string into snippets.
 */
export function embedQueryString(options: EmbedOptions): string {
  const params = new URLSearchParams();
  for (const flag of EMBED_FLAGS) if (options.flags[flag]) params.set(flag, 'true');
  if (options.category !== ALL_CATEGORIES) params.set('category', options.category);
  if (options.q !== '') params.set('q', options.q);
  if (options.limit !== EMBED_DEFAULT_LIMIT) params.set('limit', String(options.limit));
  if (options.theme !== DEFAULT_EMBED_OPTIONS.theme) params.set('theme', options.theme);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The articles API query the script widget asks (the same filters the page applies). */
export function articlesApiQuery(options: Pick<EmbedOptions, 'category' | 'q' | 'limit'>): string {
  const params = new URLSearchParams({ limit: String(options.limit) });
  if (options.category !== ALL_CATEGORIES) params.set('category', options.category);
  if (options.q !== '') params.set('q', options.q);
  return `?${params.toString()}`;
}

/** The host's origin as a page-view referrer records it (`https://host.example/`), or null. */
export function hostOriginReferrer(origin: string | null | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}/` : null;
  } catch {
    return null;
  }
}
