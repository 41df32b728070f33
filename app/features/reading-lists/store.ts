/**
 * This browser's reading lists in localStorage (the spec's keys), as an external store for
 * useSyncExternalStore: every tab stays in sync through storage events. Reads and writes that
 * fail are logged and read as empty, never breaking the page. When the lists are also kept on the
 * server (a signed-in reader), each change is queued for it (sync.ts sends the queue).
 */
import {
  addBookmark,
  BOOKMARKS_STORAGE_KEY,
  COLLECTIONS_STORAGE_KEY,
  createCollection,
  deleteCollection,
  EMPTY_READING_LISTS,
  parseReadingLists,
  removeBookmark,
  type BookmarkedArticle,
  type BookmarkOptions,
  type NewCollection,
  type ReadingLists,
} from '~/core/reading-lists';

/** The signed-in reader whose server copy this browser's lists are merged with. */
export const SYNC_USER_KEY = 'reading_lists_sync_user';
/** Changes not yet acknowledged by the server. */
export const PENDING_KEY = 'reading_lists_pending';
const MAX_PENDING = 200;

export type PendingChange =
  | { type: 'merge'; lists: ReadingLists }
  | { type: 'removeBookmark'; articleId: string }
  | { type: 'deleteCollection'; id: string };

const listeners = new Set<() => void>();
let cached: { raw: string; lists: ReadingLists } | null = null;

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch (error) {
    console.warn(`Could not read ${key}`, error);
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}

function rawState(): string {
  try {
    return `${window.localStorage.getItem(BOOKMARKS_STORAGE_KEY)}\u0000${window.localStorage.getItem(COLLECTIONS_STORAGE_KEY)}`;
  } catch {
    return '';
  }
}

/** The lists as stored now (the same object while storage is unchanged, as useSyncExternalStore needs). */
export function readReadingLists(): ReadingLists {
  const raw = rawState();
  if (cached?.raw === raw) return cached.lists;
  const lists = parseReadingLists(readJson(BOOKMARKS_STORAGE_KEY), readJson(COLLECTIONS_STORAGE_KEY));
  cached = { raw, lists };
  return lists;
}

export function serverSnapshot(): ReadingLists {
  return EMPTY_READING_LISTS;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeReadingLists(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BOOKMARKS_STORAGE_KEY || event.key === COLLECTIONS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Replaces this browser's lists (sign-in adopts the server's copy through here). */
export function saveReadingLists(lists: ReadingLists): void {
  writeJson(BOOKMARKS_STORAGE_KEY, lists.bookmarks);
  writeJson(COLLECTIONS_STORAGE_KEY, lists.collections);
  notify();
}

export function syncedUser(): string | null {
  const value = readJson(SYNC_USER_KEY);
  return typeof value === 'string' ? value : null;
}

export function readPending(): PendingChange[] {
  const value = readJson(PENDING_KEY);
  return Array.isArray(value) ? (value as PendingChange[]) : [];
}

export function writePending(changes: PendingChange[]): void {
  writeJson(PENDING_KEY, changes);
}

function queue(change: PendingChange, lists: ReadingLists): void {
  if (!syncedUser()) return;
  const pending = readPending();
  // A very long queue (a long time offline) collapses into one merge of everything.
  writePending(pending.length >= MAX_PENDING ? [{ type: 'merge', lists }] : [...pending, change]);
}

function change(apply: (lists: ReadingLists) => ReadingLists, pending: (next: ReadingLists) => PendingChange): ReadingLists {
  const next = apply(readReadingLists());
  saveReadingLists(next);
  queue(pending(next), next);
  return next;
}

export function bookmark(article: BookmarkedArticle, options: BookmarkOptions = {}): ReadingLists {
  return change(
    (lists) => addBookmark(lists, article, options, new Date()),
    (next) => ({
      type: 'merge',
      lists: {
        bookmarks: next.bookmarks.filter((b) => b.article.id === article.id),
        collections: next.collections.filter((c) => options.collectionIds?.includes(c.id)),
      },
    }),
  );
}

export function unbookmark(articleId: string): ReadingLists {
  return change(
    (lists) => removeBookmark(lists, articleId),
    () => ({ type: 'removeBookmark', articleId }),
  );
}

/** Creates a collection; null when the name is empty after trimming or there are too many. */
export function addCollection(input: NewCollection): { id: string } | null {
  const result = createCollection(readReadingLists(), input, new Date());
  if (!result.ok) return null;
  saveReadingLists(result.lists);
  queue({ type: 'merge', lists: { bookmarks: [], collections: [result.collection] } }, result.lists);
  return { id: result.collection.id };
}

export function removeCollection(id: string): ReadingLists {
  return change(
    (lists) => deleteCollection(lists, id),
    () => ({ type: 'deleteCollection', id }),
  );
}
