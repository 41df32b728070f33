/**
 * Keeps the offline cache current: whenever the page shows a non-empty list, the first 50
 * articles of the reader's list (muted sources left out) are fetched when the browser is idle
 * and saved. At most once a minute, so revalidations and tab switches cost nothing.
 */
import { OFFLINE_CACHE_MAX_ARTICLES } from '~/core/offline-cache';
import type { Article } from '~/core/article';
import { saveCachedArticles } from './offline-store';

const MIN_INTERVAL_MS = 60_000;
let lastSaved = 0;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

export function keepOfflineCopy(mutedFeeds: readonly string[]): void {
  if (!navigator.onLine || Date.now() - lastSaved < MIN_INTERVAL_MS) return;
  lastSaved = Date.now();
  whenIdle(() => {
    const params = new URLSearchParams({ limit: String(OFFLINE_CACHE_MAX_ARTICLES) });
    if (mutedFeeds.length) params.set('exclude', mutedFeeds.join(','));
    fetch(`/api/v1/articles?${params}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ articles: Article[] }>) : null))
      .then((body) => body && saveCachedArticles(body.articles))
      .catch((error: unknown) => {
        lastSaved = 0;
        console.warn('Could not refresh the offline articles', error);
      });
  });
}
