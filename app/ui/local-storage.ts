/**
 * Small values kept in this browser's localStorage, read and written without ever throwing (a full
 * or disabled storage is logged and otherwise ignored, as the spec asks), with change
 * notifications for useSyncExternalStore: writes in this tab and `storage` events from others.
 */
export interface LocalStorageChannel {
  read(key: string): string | null;
  /** Stores `value` and tells every subscriber, even when storing failed. */
  write(key: string, value: string): void;
  subscribe(listener: () => void): () => void;
}

export function createLocalStorageChannel(): LocalStorageChannel {
  const listeners = new Set<() => void>();
  return {
    read(key) {
      try {
        return window.localStorage.getItem(key);
      } catch (error) {
        console.warn(`Could not read ${key}`, error);
        return null;
      }
    },
    write(key, value) {
      try {
        window.localStorage.setItem(key, value);
      } catch (error) {
        console.warn(`Could not save ${key}`, error);
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
}
