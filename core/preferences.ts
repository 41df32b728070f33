/**
 * Preferences kept in the browser: the font size (small, medium, large, under 'fontSize') and the
 * source subscriptions (feed keys under 'rss-subscriptions'; every source is shown by default).
 * Muted sources are mirrored in a cookie so the server leaves them out of the list it renders.
 */
export const FONT_SIZE_KEY = 'fontSize';
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 'medium';
/** The root font size each choice sets (rem-based layout scales with it). */
export const FONT_SIZE_PERCENT: Record<FontSize, number> = { small: 93.75, medium: 100, large: 112.5 };

export const SUBSCRIPTIONS_KEY = 'rss-subscriptions';
export const MUTED_FEEDS_COOKIE = 'muted_feeds';
const FEED_KEY = /^[a-z0-9-]{1,40}$/;
const MAX_FEEDS = 50;

export function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'string' && (FONT_SIZES as readonly string[]).includes(value);
}

/**
 * Runs inline in <head> before the body paints (like the theme script): the saved size is set on
 * <html> at once, so the page never jumps. Kept as a string; the CSP allows it by hash.
 */
export const FONT_SIZE_BOOT_SCRIPT = `(function(){try{var s=localStorage.getItem('${FONT_SIZE_KEY}');var p=${JSON.stringify(FONT_SIZE_PERCENT)}[s];if(p&&s!=='${DEFAULT_FONT_SIZE}')document.documentElement.style.fontSize=p+'%';}catch(e){}})();`;

/** The subscribed feed keys from storage; anything unreadable means every feed. */
export function parseSubscriptions(value: unknown, feedKeys: readonly string[]): string[] {
  if (!Array.isArray(value)) return [...feedKeys];
  const wanted = new Set(value.filter((v): v is string => typeof v === 'string'));
  return feedKeys.filter((key) => wanted.has(key));
}

/** The feeds to leave out: those known and not subscribed. */
export function mutedFeeds(subscribed: readonly string[], feedKeys: readonly string[]): string[] {
  const on = new Set(subscribed);
  return feedKeys.filter((key) => !on.has(key));
}

/** The cookie value: feed keys joined by dots (nothing that needs escaping). */
export function mutedFeedsCookieValue(muted: readonly string[]): string {
  return muted.filter((key) => FEED_KEY.test(key)).join('.');
}

/** Muted feed keys from a Cookie header; unknown shapes are ignored. */
export function mutedFeedsFromCookie(header: string | null): string[] {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${MUTED_FEEDS_COOKIE}=([^;]*)`));
  if (!match) return [];
  return [...new Set(match[1]!.split('.').filter((key) => FEED_KEY.test(key)))].slice(0, MAX_FEEDS);
}
