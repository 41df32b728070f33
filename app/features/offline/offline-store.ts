/**
 * The offline cache in localStorage (core/offline-cache.ts rules) and whether the browser is online.
 * Storage failures are logged and read as an empty cache.
 */
import { useSyncExternalStore } from 'react';
import type { Article } from '~/core/article';
import { OFFLINE_CACHE_KEY, offlineCacheRecord, readOfflineCache } from '~/core/offline-cache';

export function readCachedArticles(now: Date = new Date()): Article[] {
  try {
    const raw = window.localStorage.getItem(OFFLINE_CACHE_KEY);
    return raw ? readOfflineCache(JSON.parse(raw) as unknown, now) : [];
  } catch (error) {
    console.warn('Could not read the offline articles', error);
    return [];
  }
}

/** Saves the first 50 articles; an empty list leaves the cache as it was. */
export function saveCachedArticles(articles: readonly Article[], now: Date = new Date()): void {
  const record = offlineCacheRecord(articles, now);
  if (!record) return;
  try {
    window.localStorage.setItem(OFFLINE_CACHE_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('Could not save the offline articles', error);
  }
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current; the server renders as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
