/**
 * Keeps a signed-in reader's lists on the server too (loaded only for signed-in readers). At the
 * first sign-in in this browser, everything here is merged into the server copy, in batches under
 * the request size cap; afterwards the changes queued by store.ts are sent in order and, once
 * none is left, the server copy (with what other devices added or removed) replaces this one.
 * Signing out removes the account's lists from this browser: they stay on the server.
 */
import { EMPTY_READING_LISTS, parseReadingLists, type ReadingLists } from '~/core/reading-lists';
import {
  PENDING_KEY,
  readPending,
  readReadingLists,
  saveReadingLists,
  SYNC_USER_KEY,
  syncedUser,
  writePending,
  type PendingChange,
} from './store';

const ENDPOINT = '/api/v1/reading-list';
const BATCH = 50;

async function call(path: string, init: RequestInit = {}): Promise<ReadingLists> {
  const response = await fetch(`${ENDPOINT}${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: init.body ? { 'Content-Type': 'application/json' } : undefined,
  });
  if (!response.ok) throw new Error(`Reading lists: HTTP ${response.status}`);
  const body = (await response.json()) as { bookmarks?: unknown; collections?: unknown };
  return parseReadingLists(body.bookmarks, body.collections);
}

/** Merges lists in batches (collections first, so bookmarks find theirs). */
async function mergeAll(lists: ReadingLists): Promise<void> {
  await call('/merge', { method: 'POST', body: JSON.stringify({ collections: lists.collections, bookmarks: [] }) });
  for (let i = 0; i < lists.bookmarks.length; i += BATCH) {
    await call('/merge', { method: 'POST', body: JSON.stringify({ bookmarks: lists.bookmarks.slice(i, i + BATCH) }) });
  }
}

async function send(change: PendingChange): Promise<void> {
  if (change.type === 'merge') await mergeAll(change.lists);
  else if (change.type === 'removeBookmark')
    await call(`/bookmarks/${encodeURIComponent(change.articleId)}`, { method: 'DELETE' });
  else await call(`/collections/${encodeURIComponent(change.id)}`, { method: 'DELETE' });
}

let flushing: Promise<void> | null = null;

/** Sends queued changes in order; one that fails stays queued with those after it. */
export function flushPending(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (;;) {
        const [next] = readPending();
        if (!next) return;
        await send(next);
        writePending(readPending().slice(1));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** On sign-in and on each page load while signed in. */
export async function syncReadingLists(email: string): Promise<void> {
  if (syncedUser() !== email) {
    await mergeAll(readReadingLists());
    window.localStorage.setItem(SYNC_USER_KEY, JSON.stringify(email));
    writePending([]);
  } else {
    await flushPending();
  }
  if (readPending().length === 0) saveReadingLists(await call(''));
}

/** After sign-out: this browser forgets the account's lists (the server keeps them). */
export function forgetAccountLists(): void {
  if (!syncedUser()) return;
  window.localStorage.removeItem(SYNC_USER_KEY);
  window.localStorage.removeItem(PENDING_KEY);
  saveReadingLists(EMPTY_READING_LISTS);
}
