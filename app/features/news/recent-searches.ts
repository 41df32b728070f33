import { rememberSearch } from '~/core/suggestions';

/** Recent searches, kept per browser (at most 5). Storage failures are logged and read as empty. */
const KEY = 'recent_searches';

export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch (error) {
    console.warn('Could not read recent searches', error);
    return [];
  }
}

export function saveRecentSearch(search: string): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(rememberSearch(readRecentSearches(), search)));
  } catch (error) {
    console.warn('Could not save the recent search', error);
  }
}
