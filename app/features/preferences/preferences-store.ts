/**
 * Font size and source subscriptions, kept in this browser (core/preferences.ts). The font size
 * is applied to <html> at once (and before paint on the next visit, by the boot script); muted
 * sources are mirrored in a cookie so the server leaves them out of what it renders.
 */
import { useSyncExternalStore } from 'react';
import { createLocalStorageChannel } from '~/app/ui/local-storage';
import {
  DEFAULT_FONT_SIZE,
  FONT_SIZE_KEY,
  FONT_SIZE_PERCENT,
  isFontSize,
  MUTED_FEEDS_COOKIE,
  mutedFeeds,
  mutedFeedsCookieValue,
  parseSubscriptions,
  SUBSCRIPTIONS_KEY,
  type FontSize,
} from '~/core/preferences';

const { read, write, subscribe } = createLocalStorageChannel();
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function readFontSize(): FontSize {
  const value = read(FONT_SIZE_KEY);
  return isFontSize(value) ? value : DEFAULT_FONT_SIZE;
}

export function useFontSize(): FontSize {
  return useSyncExternalStore(subscribe, readFontSize, () => DEFAULT_FONT_SIZE);
}

export function chooseFontSize(size: FontSize): void {
  document.documentElement.style.fontSize = size === DEFAULT_FONT_SIZE ? '' : `${FONT_SIZE_PERCENT[size]}%`;
  write(FONT_SIZE_KEY, size);
}

function readSubscriptionsRaw(): string | null {
  return read(SUBSCRIPTIONS_KEY);
}

/** The subscribed feed keys among `feedKeys` (all of them until the reader mutes one). */
export function useSubscriptions(feedKeys: readonly string[]): string[] {
  const raw = useSyncExternalStore(subscribe, readSubscriptionsRaw, () => null);
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  return parseSubscriptions(value, feedKeys);
}

export function saveSubscriptions(subscribed: readonly string[], feedKeys: readonly string[]): void {
  write(SUBSCRIPTIONS_KEY, JSON.stringify(subscribed));
  const muted = mutedFeedsCookieValue(mutedFeeds(subscribed, feedKeys));
  document.cookie = muted
    ? `${MUTED_FEEDS_COOKIE}=${muted}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
    : `${MUTED_FEEDS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
