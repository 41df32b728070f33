import { describe, expect, it } from 'vitest';
import {
  addBookmark,
  bookmarksIn,
  collectionName,
  createCollection,
  deleteCollection,
  EMPTY_READING_LISTS,
  formatBookmarkDate,
  isBookmarked,
  mergeReadingLists,
  parseReadingLists,
  READ_LATER_ID,
  READING_LIST_LIMITS,
  removeBookmark,
  sortBookmarks,
  updateCollection,
  type BookmarkedArticle,
  type ReadingLists,
} from './reading-lists';

const NOW = new Date('2026-11-23T15:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const article = (id: string, title = `Story ${id}`, source = 'Senior Housing News'): BookmarkedArticle => ({
  id,
  title,
  summary: `Summary of ${id}`,
  source,
  category: 'senior-housing',
  url: `https://example.org/${id}`,
});

function created(lists: ReadingLists, name: string, now = NOW) {
  const result = createCollection(lists, { name }, now);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('reading lists', () => {
  it('start with Read Later, first, with its spec fields', () => {
    expect(EMPTY_READING_LISTS.collections).toEqual([
      expect.objectContaining({
        id: 'default_read_later',
        name: 'Read Later',
        description: 'Articles to read later',
        color: 'blue',
      }),
    ]);
  });

  it('give a bookmark the id bookmark_ plus a timestamp, Read Later when no collection is given, and priority medium', () => {
    const lists = addBookmark(EMPTY_READING_LISTS, article('a'), {}, NOW);
    expect(lists.bookmarks).toEqual([
      {
        id: `bookmark_${NOW.getTime()}`,
        article: article('a'),
        bookmarkedAt: NOW.toISOString(),
        collectionIds: [READ_LATER_ID],
        tags: [],
        priority: 'medium',
      },
    ]);
  });

  it('put a new bookmark at the front and keep ids unique within one millisecond', () => {
    let lists = addBookmark(EMPTY_READING_LISTS, article('a'), {}, NOW);
    lists = addBookmark(lists, article('b'), {}, NOW);
    expect(lists.bookmarks.map((b) => b.article.id)).toEqual(['b', 'a']);
    expect(new Set(lists.bookmarks.map((b) => b.id)).size).toBe(2);
  });

  it('merge collection ids and tags and update the date when an article is bookmarked again', () => {
    const { lists: withWork, collection } = created(EMPTY_READING_LISTS, 'Work');
    let lists = addBookmark(withWork, article('a'), { tags: ['reit'] }, NOW);
    lists = addBookmark(lists, article('b'), {}, later(1));
    lists = addBookmark(lists, article('a'), { collectionIds: [collection.id], tags: ['reit', 'q3'] }, later(2));
    expect(lists.bookmarks).toHaveLength(2);
    const a = lists.bookmarks.find((b) => b.article.id === 'a')!;
    expect(a.collectionIds).toEqual([READ_LATER_ID, collection.id]);
    expect(a.tags).toEqual(['reit', 'q3']);
    expect(a.bookmarkedAt).toBe(later(2).toISOString());
  });

  it('ignore collection ids that do not exist and fall back to Read Later', () => {
    const lists = addBookmark(EMPTY_READING_LISTS, article('a'), { collectionIds: ['collection_404'] }, NOW);
    expect(lists.bookmarks[0]!.collectionIds).toEqual([READ_LATER_ID]);
  });

  it('remove a bookmark by article id', () => {
    let lists = addBookmark(EMPTY_READING_LISTS, article('a'), {}, NOW);
    lists = addBookmark(lists, article('b'), {}, later(1));
    lists = removeBookmark(lists, 'a');
    expect(lists.bookmarks.map((b) => b.article.id)).toEqual(['b']);
    expect(isBookmarked(lists, 'a')).toBe(false);
    expect(isBookmarked(lists, 'b')).toBe(true);
  });

  it('store collection names trimmed and refuse names that are empty after trimming', () => {
    expect(collectionName('   ')).toBeNull();
    expect(createCollection(EMPTY_READING_LISTS, { name: ' \t ' }, NOW)).toEqual({ ok: false, reason: 'empty-name' });
    const { collection, lists } = created(EMPTY_READING_LISTS, '  Due diligence  ');
    expect(collection).toEqual({
      id: `collection_${NOW.getTime()}`,
      name: 'Due diligence',
      description: '',
      color: 'gray',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(lists.collections.map((c) => c.id)).toEqual([READ_LATER_ID, collection.id]);
  });

  it('refuse more collections than the limit', () => {
    let lists = EMPTY_READING_LISTS;
    for (let i = 1; i < READING_LIST_LIMITS.collections; i++) lists = created(lists, `List ${i}`, later(i)).lists;
    expect(createCollection(lists, { name: 'One too many' }, NOW)).toEqual({ ok: false, reason: 'too-many' });
  });

  it('merge fields into a collection and refresh updatedAt', () => {
    const { lists, collection } = created(EMPTY_READING_LISTS, 'Work');
    const updated = updateCollection(lists, collection.id, { description: 'Deals', color: 'green' }, later(5));
    expect(updated.collections[1]).toEqual({
      ...collection,
      description: 'Deals',
      color: 'green',
      updatedAt: later(5).toISOString(),
    });
    expect(updateCollection(lists, collection.id, { name: '   ' }, later(5)).collections[1]!.name).toBe('Work');
  });

  it('strip a deleted collection from every bookmark and never delete Read Later', () => {
    const { lists: withWork, collection } = created(EMPTY_READING_LISTS, 'Work');
    let lists = addBookmark(withWork, article('a'), { collectionIds: [collection.id, READ_LATER_ID] }, NOW);
    lists = addBookmark(lists, article('b'), { collectionIds: [collection.id] }, later(1));
    lists = deleteCollection(lists, collection.id);
    expect(lists.collections.map((c) => c.id)).toEqual([READ_LATER_ID]);
    expect(lists.bookmarks.map((b) => b.collectionIds)).toEqual([[], [READ_LATER_ID]]);
    expect(deleteCollection(lists, READ_LATER_ID)).toBe(lists);
  });

  it('list the bookmarks of one collection or all of them', () => {
    const { lists: withWork, collection } = created(EMPTY_READING_LISTS, 'Work');
    let lists = addBookmark(withWork, article('a'), {}, NOW);
    lists = addBookmark(lists, article('b'), { collectionIds: [collection.id] }, later(1));
    expect(bookmarksIn(lists, 'all').map((b) => b.article.id)).toEqual(['b', 'a']);
    expect(bookmarksIn(lists, collection.id).map((b) => b.article.id)).toEqual(['b']);
    expect(bookmarksIn(lists, READ_LATER_ID).map((b) => b.article.id)).toEqual(['a']);
  });

  it('sort by date (newest first), title or source', () => {
    let lists = addBookmark(EMPTY_READING_LISTS, article('1', 'Beta', 'Argentum'), {}, NOW);
    lists = addBookmark(lists, article('2', 'alpha', 'LeadingAge'), {}, later(2));
    lists = addBookmark(lists, article('3', 'Gamma', 'bisnow'), {}, later(1));
    const ids = (by: 'date' | 'title' | 'source') => sortBookmarks(lists.bookmarks, by).map((b) => b.article.id);
    expect(ids('date')).toEqual(['2', '3', '1']);
    expect(ids('title')).toEqual(['2', '1', '3']);
    expect(ids('source')).toEqual(['1', '3', '2']);
  });

  it('show bookmark dates as short month, day and 2-digit year', () => {
    expect(formatBookmarkDate('2026-11-23T15:00:00Z')).toBe('Nov 23, 26');
  });
});

describe('stored reading lists', () => {
  it('read anything that is not a list as empty, with Read Later present', () => {
    for (const value of [null, undefined, 'oops', 42, { bookmarks: [] }]) {
      expect(parseReadingLists(value, value)).toEqual(EMPTY_READING_LISTS);
    }
  });

  it('drop items of the wrong shape and keep the good ones', () => {
    const good = addBookmark(EMPTY_READING_LISTS, article('a'), {}, NOW).bookmarks[0];
    const lists = parseReadingLists(
      [
        null,
        'x',
        { id: 'bookmark_1' },
        { ...good, article: { ...good!.article, url: 7 } },
        good,
        { ...good, bookmarkedAt: 'no date' },
      ],
      [{ id: 'c1' }, { id: 'c2', name: '   ', createdAt: NOW.toISOString() }, 5],
    );
    expect(lists).toEqual({ bookmarks: [good], collections: EMPTY_READING_LISTS.collections });
  });

  it('put Read Later first, keep one bookmark per article and drop links to missing collections', () => {
    const work = { id: 'collection_1', name: 'Work', createdAt: NOW.toISOString() };
    const bookmark = {
      id: 'bookmark_1',
      article: article('a'),
      bookmarkedAt: NOW.toISOString(),
      collectionIds: ['collection_1', 'collection_gone'],
      priority: 'urgent',
    };
    const lists = parseReadingLists([bookmark, { ...bookmark, id: 'bookmark_2' }], [work]);
    expect(lists.collections.map((c) => c.id)).toEqual([READ_LATER_ID, 'collection_1']);
    expect(lists.collections[1]).toMatchObject({ color: 'gray', description: '', updatedAt: NOW.toISOString() });
    expect(lists.bookmarks).toHaveLength(1);
    expect(lists.bookmarks[0]).toMatchObject({ id: 'bookmark_1', collectionIds: ['collection_1'], tags: [], priority: 'medium' });
  });

  it('cap what is read at the limits', () => {
    const many = Array.from({ length: READING_LIST_LIMITS.bookmarks + 5 }, (_, i) => ({
      id: `bookmark_${i}`,
      article: article(String(i)),
      bookmarkedAt: NOW.toISOString(),
      collectionIds: [],
    }));
    expect(parseReadingLists(many, []).bookmarks).toHaveLength(READING_LIST_LIMITS.bookmarks);
  });
});

describe('merging two copies of a reader’s lists', () => {
  it('keeps every bookmark and collection of both, the union of collection ids and the later date', () => {
    const { lists: here, collection: work } = created(EMPTY_READING_LISTS, 'Work');
    const { lists: there, collection: deals } = created(EMPTY_READING_LISTS, 'Deals', later(10));
    const local = addBookmark(addBookmark(here, article('a'), { collectionIds: [work.id] }, NOW), article('b'), {}, later(1));
    const remote = addBookmark(
      addBookmark(there, article('a'), { collectionIds: [deals.id], tags: ['x'] }, later(20)),
      article('c'),
      {},
      later(3),
    );
    const merged = mergeReadingLists(local, remote);
    expect(merged.collections.map((c) => c.name)).toEqual(['Read Later', 'Work', 'Deals']);
    expect(merged.bookmarks.map((b) => b.article.id)).toEqual(['a', 'c', 'b']);
    expect(merged.bookmarks[0]).toMatchObject({
      collectionIds: [work.id, deals.id],
      tags: ['x'],
      bookmarkedAt: later(20).toISOString(),
    });
    expect(mergeReadingLists(merged, merged)).toEqual(merged);
  });

  it('keeps the copy of a collection updated last', () => {
    const { lists, collection } = created(EMPTY_READING_LISTS, 'Work');
    const renamed = updateCollection(lists, collection.id, { name: 'Deals' }, later(5));
    expect(mergeReadingLists(renamed, lists).collections[1]!.name).toBe('Deals');
    expect(mergeReadingLists(lists, renamed).collections[1]!.name).toBe('Deals');
  });
});
