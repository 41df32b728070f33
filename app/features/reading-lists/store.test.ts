// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKMARKS_STORAGE_KEY, COLLECTIONS_STORAGE_KEY, EMPTY_READING_LISTS, READ_LATER_ID } from '~/core/reading-lists';
import {
  addCollection,
  bookmark,
  PENDING_KEY,
  readPending,
  readReadingLists,
  removeCollection,
  subscribeReadingLists,
  SYNC_USER_KEY,
  unbookmark,
} from './store';

const article = (id: string) => ({
  id,
  title: `Story ${id}`,
  summary: '',
  source: 'Argentum',
  category: 'senior-living' as const,
  url: `https://example.org/${id}`,
});

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the reading-list store', () => {
  it('reads corrupt storage as empty lists with Read Later, and writes over it on the next change', () => {
    window.localStorage.setItem(BOOKMARKS_STORAGE_KEY, '{not json');
    window.localStorage.setItem(COLLECTIONS_STORAGE_KEY, '"just a string"');
    expect(readReadingLists()).toEqual(EMPTY_READING_LISTS);
    bookmark(article('a'));
    expect(JSON.parse(window.localStorage.getItem(BOOKMARKS_STORAGE_KEY)!)).toHaveLength(1);
    expect(readReadingLists().bookmarks[0]!.collectionIds).toEqual([READ_LATER_ID]);
  });

  it('keeps working when storage refuses to be read or written', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readReadingLists()).toEqual(EMPTY_READING_LISTS);
    expect(() => bookmark(article('a'))).not.toThrow();
  });

  it('returns the same lists while storage is unchanged (as useSyncExternalStore needs)', () => {
    bookmark(article('a'));
    expect(readReadingLists()).toBe(readReadingLists());
  });

  it('tells subscribers about changes here and in other tabs (storage events)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeReadingLists(listener);
    bookmark(article('a'));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARKS_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    bookmark(article('b'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('queues changes for the server only for a signed-in reader’s lists', () => {
    bookmark(article('a'));
    expect(readPending()).toEqual([]);
    window.localStorage.setItem(SYNC_USER_KEY, JSON.stringify('reader@example.org'));
    const created = addCollection({ name: '  Deals ' })!;
    bookmark(article('b'), { collectionIds: [created.id] });
    unbookmark('a');
    removeCollection(created.id);
    expect(readPending().map((c) => c.type)).toEqual(['merge', 'merge', 'removeBookmark', 'deleteCollection']);
    expect(readReadingLists().collections.map((c) => c.name)).toEqual(['Read Later']);
    expect(addCollection({ name: '   ' })).toBeNull();
    window.localStorage.setItem(PENDING_KEY, 'garbage');
    expect(readPending()).toEqual([]);
  });
});
