import { SESSION_ID_STORAGE_KEY } from '~/core/analytics';

/**
 * The browser session's id: a random id kept in sessionStorage (the spec's page-view session), so it
 * lives as long as the tab and is never sent as a cookie. Page views and ratings carry it. Null where
 * storage is refused (a locked-down browser): the caller then sends nothing that needs it.
 */
export function browserSessionId(): string | null {
  try {
    const stored = window.sessionStorage.getItem(SESSION_ID_STORAGE_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    window.sessionStorage.setItem(SESSION_ID_STORAGE_KEY, id);
    return id;
  } catch {
    return null;
  }
}
