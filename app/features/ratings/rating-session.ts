import { useSyncExternalStore } from 'react';

/**
 * What this browser session knows about rating: whether the reader closed the floating button (it
 * then stays away until the session ends, as the spec says) and whether they have rated. Kept in
 * sessionStorage, shared by the sidebar widget and the floating button.
 */
const CLOSED_KEY = 'journal.rating-button-closed';
const RATED_KEY = 'journal.rated';

const listeners = new Set<() => void>();

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function write(key: string) {
  try {
    window.sessionStorage.setItem(key, 'true');
  } catch {
    // Storage refused: the choice holds until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'closed' or 'rated' hide the floating button; on the server nothing is known, so it stays hidden. */
export function useRatingSession() {
  const closed = useSyncExternalStore(
    subscribe,
    () => read(CLOSED_KEY),
    () => true,
  );
  const rated = useSyncExternalStore(
    subscribe,
    () => read(RATED_KEY),
    () => false,
  );
  return { closed, rated, markClosed: () => write(CLOSED_KEY), markRated: () => write(RATED_KEY) };
}
