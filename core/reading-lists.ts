/**
 * Reading lists: bookmarks and collections, kept per browser (and, for a signed-in reader, on the
 * server too). Every rule of the spec lives here as a pure function over a `ReadingLists` value:
 * ids, merge on re-add, newest first, Read Later always present and first and never deleted,
 * deleting a collection strips it from the bookmarks, trimmed names, sorting, the date shown.
 * Stored data is parsed item by item: whatever does not have the right shape is dropped, so a
 * corrupt entry never breaks the page.
 */
import { isCategory, type Category } from './categories';
import { JOURNAL_TIME_ZONE } from './time';
import { dateTimeFormat } from './intl';

export const BOOKMARKS_STORAGE_KEY = 'senior_housing_bookmarks';
export const COLLECTIONS_STORAGE_KEY = 'bookmark_collections';

export const READ_LATER_ID = 'default_read_later';
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const SORT_OPTIONS = ['date', 'title', 'source'] as const;
export type BookmarkSort = (typeof SORT_OPTIONS)[number];

/** Bounds that keep one browser's lists (and one reader's server copy) small. */
export const READING_LIST_LIMITS = {
  bookmarks: 500,
  collections: 50,
  nameLength: 60,
  descriptionLength: 200,
  tags: 10,
  tagLength: 40,
  titleLength: 300,
  summaryLength: 600,
  urlLength: 2048,
} as const;

export const COLLECTION_COLORS = ['gray', 'blue', 'green', 'red', 'yellow', 'purple'] as const;
export type CollectionColor = (typeof COLLECTION_COLORS)[number];

/** What a bookmark keeps of its article: enough to show and open it when the article is gone. */
export interface BookmarkedArticle {
  id: string;
  title: string;
  summary: string;
  source: string;
  category: Category;
  url: string;
}

export interface Bookmark {
  /** bookmark_ plus the time it was made (epoch ms). */
  id: string;
  article: BookmarkedArticle;
  /** ISO 8601. */
  bookmarkedAt: string;
  collectionIds: string[];
  tags: string[];
  priority: Priority;
}

export interface Collection {
  id: string;
  name: string;
  description: string;
  color: CollectionColor;
  createdAt: string;
  updatedAt: string;
}

export interface ReadingLists {
  bookmarks: Bookmark[];
  collections: Collection[];
}

/** The default collection. Its dates are fixed, so two browsers' copies are the same value. */
export const READ_LATER: Collection = {
  id: READ_LATER_ID,
  name: 'Read Later',
  description: 'Articles to read later',
  color: 'blue',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const EMPTY_READING_LISTS: ReadingLists = { bookmarks: [], collections: [READ_LATER] };

// --- parsing stored data ----------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.length <= max ? value : null);
const isoDate = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)) ? value : null;
const textList = (value: unknown, maxItems: number, maxLength: number): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= maxLength))].slice(
        0,
        maxItems,
      )
    : [];

function parseArticle(value: unknown): BookmarkedArticle | null {
  if (!isRecord(value)) return null;
  const L = READING_LIST_LIMITS;
  const id = text(value.id, 200);
  const title = text(value.title, L.titleLength);
  const url = text(value.url, L.urlLength);
  if (!id || !title || !url) return null;
  return {
    id,
    title,
    summary: text(value.summary, L.summaryLength) ?? '',
    source: text(value.source, 200) ?? '',
    category: isCategory(value.category) ? value.category : 'senior-living',
    url,
  };
}

export function parseBookmark(value: unknown): Bookmark | null {
  if (!isRecord(value)) return null;
  const article = parseArticle(value.article);
  const id = text(value.id, 100);
  const bookmarkedAt = isoDate(value.bookmarkedAt);
  if (!article || !id || !bookmarkedAt) return null;
  return {
    id,
    article,
    bookmarkedAt,
    collectionIds: textList(value.collectionIds, READING_LIST_LIMITS.collections, 100),
    tags: textList(value.tags, READING_LIST_LIMITS.tags, READING_LIST_LIMITS.tagLength),
    priority: (PRIORITIES as readonly unknown[]).includes(value.priority) ? (value.priority as Priority) : 'medium',
  };
}

export function parseCollection(value: unknown): Collection | null {
  if (!isRecord(value)) return null;
  const id = text(value.id, 100);
  const name = typeof value.name === 'string' ? value.name.trim().slice(0, READING_LIST_LIMITS.nameLength) : '';
  const createdAt = isoDate(value.createdAt);
  if (!id || !name || !createdAt) return null;
  return {
    id,
    name,
    description: text(value.description, READING_LIST_LIMITS.descriptionLength) ?? '',
    color: (COLLECTION_COLORS as readonly unknown[]).includes(value.color) ? (value.color as CollectionColor) : 'gray',
    createdAt,
    updatedAt: isoDate(value.updatedAt) ?? createdAt,
  };
}

/**
 * Reading lists from stored (untrusted) values: anything but an array reads as empty, items of the
 * wrong shape are dropped, one bookmark per article, Read Later first, no link to a missing collection.
 */
export function parseReadingLists(bookmarks: unknown, collections: unknown): ReadingLists {
  const parsedCollections = (Array.isArray(collections) ? collections : [])
    .map(parseCollection)
    .filter((c): c is Collection => c !== null);
  const parsedBookmarks = (Array.isArray(bookmarks) ? bookmarks : []).map(parseBookmark).filter((b): b is Bookmark => b !== null);
  return normalise({ bookmarks: parsedBookmarks, collections: parsedCollections });
}

/** The invariants every function here returns: see parseReadingLists. */
function normalise(lists: ReadingLists): ReadingLists {
  const collections: Collection[] = [lists.collections.find((c) => c.id === READ_LATER_ID) ?? READ_LATER];
  const ids = new Set([READ_LATER_ID]);
  for (const collection of lists.collections) {
    if (ids.has(collection.id) || collections.length >= READING_LIST_LIMITS.collections) continue;
    ids.add(collection.id);
    collections.push(collection);
  }
  const seenArticles = new Set<string>();
  const bookmarks: Bookmark[] = [];
  for (const bookmark of lists.bookmarks) {
    if (seenArticles.has(bookmark.article.id) || bookmarks.length >= READING_LIST_LIMITS.bookmarks) continue;
    seenArticles.add(bookmark.article.id);
    bookmarks.push({ ...bookmark, collectionIds: bookmark.collectionIds.filter((id) => ids.has(id)) });
  }
  return { bookmarks, collections };
}

// --- bookmarks --------------------------------------------------------------------------------------

export interface BookmarkOptions {
  /** None given: Read Later. */
  collectionIds?: string[];
  tags?: string[];
  priority?: Priority;
}

/** bookmark_ plus a timestamp; a later millisecond if that one is taken (two saves in one ms). */
function newId(prefix: string, now: Date, taken: (id: string) => boolean): string {
  let stamp = now.getTime();
  while (taken(`${prefix}${stamp}`)) stamp++;
  return `${prefix}${stamp}`;
}

export function toBookmarkedArticle(article: BookmarkedArticle): BookmarkedArticle {
  const { id, title, summary, source, category, url } = article;
  return { id, title, summary, source, category, url };
}

/**
 * Bookmarks an article. Already bookmarked: its collection ids and tags are merged in and
 * bookmarkedAt is updated; otherwise a new bookmark goes to the front.
 */
export function addBookmark(lists: ReadingLists, article: BookmarkedArticle, options: BookmarkOptions, now: Date): ReadingLists {
  const known = new Set(lists.collections.map((c) => c.id));
  const wanted = (options.collectionIds?.length ? options.collectionIds : [READ_LATER_ID]).filter((id) => known.has(id));
  const collectionIds = wanted.length ? wanted : [READ_LATER_ID];
  const tags = (options.tags ?? []).map((t) => t.trim()).filter(Boolean);
  const existing = lists.bookmarks.find((b) => b.article.id === article.id);
  if (existing) {
    const merged: Bookmark = {
      ...existing,
      article: toBookmarkedArticle(article),
      bookmarkedAt: now.toISOString(),
      collectionIds: [...new Set([...existing.collectionIds, ...collectionIds])],
      tags: [...new Set([...existing.tags, ...tags])].slice(0, READING_LIST_LIMITS.tags),
      priority: options.priority ?? existing.priority,
    };
    return { ...lists, bookmarks: lists.bookmarks.map((b) => (b === existing ? merged : b)) };
  }
  const bookmark: Bookmark = {
    id: newId('bookmark_', now, (id) => lists.bookmarks.some((b) => b.id === id)),
    article: toBookmarkedArticle(article),
    bookmarkedAt: now.toISOString(),
    collectionIds,
    tags: [...new Set(tags)].slice(0, READING_LIST_LIMITS.tags),
    priority: options.priority ?? 'medium',
  };
  return normalise({ ...lists, bookmarks: [bookmark, ...lists.bookmarks] });
}

/** Removal is by article id. */
export function removeBookmark(lists: ReadingLists, articleId: string): ReadingLists {
  return { ...lists, bookmarks: lists.bookmarks.filter((b) => b.article.id !== articleId) };
}

export function isBookmarked(lists: ReadingLists, articleId: string): boolean {
  return lists.bookmarks.some((b) => b.article.id === articleId);
}

// --- collections ------------------------------------------------------------------------------------

/** A collection name as stored: trimmed; null when nothing is left (the create button stays disabled). */
export function collectionName(input: string): string | null {
  const name = input.trim();
  return name ? name.slice(0, READING_LIST_LIMITS.nameLength) : null;
}

export interface NewCollection {
  name: string;
  description?: string;
  color?: CollectionColor;
}

export type CreateCollectionResult =
  { ok: true; lists: ReadingLists; collection: Collection } | { ok: false; reason: 'empty-name' | 'too-many' };

export function createCollection(lists: ReadingLists, input: NewCollection, now: Date): CreateCollectionResult {
  const name = collectionName(input.name);
  if (!name) return { ok: false, reason: 'empty-name' };
  if (lists.collections.length >= READING_LIST_LIMITS.collections) return { ok: false, reason: 'too-many' };
  const stamp = now.toISOString();
  const collection: Collection = {
    id: newId('collection_', now, (id) => lists.collections.some((c) => c.id === id)),
    name,
    description: (input.description ?? '').trim().slice(0, READING_LIST_LIMITS.descriptionLength),
    color: input.color ?? 'gray',
    createdAt: stamp,
    updatedAt: stamp,
  };
  return { ok: true, lists: { ...lists, collections: [...lists.collections, collection] }, collection };
}

/** Merges the given fields into a collection and refreshes updatedAt (Read Later included). */
export function updateCollection(
  lists: ReadingLists,
  id: string,
  patch: Partial<Pick<Collection, 'name' | 'description' | 'color'>>,
  now: Date,
): ReadingLists {
  return {
    ...lists,
    collections: lists.collections.map((c) => {
      if (c.id !== id) return c;
      const name = patch.name === undefined ? c.name : (collectionName(patch.name) ?? c.name);
      return { ...c, ...patch, name, updatedAt: now.toISOString() };
    }),
  };
}

/** Deletes a collection and removes its id from every bookmark. Read Later cannot be deleted. */
export function deleteCollection(lists: ReadingLists, id: string): ReadingLists {
  if (id === READ_LATER_ID) return lists;
  return {
    collections: lists.collections.filter((c) => c.id !== id),
    bookmarks: lists.bookmarks.map((b) =>
      b.collectionIds.includes(id) ? { ...b, collectionIds: b.collectionIds.filter((c) => c !== id) } : b,
    ),
  };
}

// --- showing ----------------------------------------------------------------------------------------

/** The bookmarks of one collection, or all of them ('all'). */
export function bookmarksIn(lists: ReadingLists, collectionId: string | 'all'): Bookmark[] {
  return collectionId === 'all' ? lists.bookmarks : lists.bookmarks.filter((b) => b.collectionIds.includes(collectionId));
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Newest first by date; A to Z by title or by source (then newest first). */
export function sortBookmarks(bookmarks: readonly Bookmark[], by: BookmarkSort): Bookmark[] {
  const newest = (a: Bookmark, b: Bookmark) => Date.parse(b.bookmarkedAt) - Date.parse(a.bookmarkedAt);
  const order =
    by === 'title'
      ? (a: Bookmark, b: Bookmark) => byText(a.article.title, b.article.title) || newest(a, b)
      : by === 'source'
        ? (a: Bookmark, b: Bookmark) => byText(a.article.source, b.article.source) || newest(a, b)
        : newest;
  return [...bookmarks].sort(order);
}

const bookmarkDate = dateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: '2-digit',
  timeZone: JOURNAL_TIME_ZONE,
});

/** Short month, day and 2-digit year: "Nov 23, 26". */
export function formatBookmarkDate(iso: string): string {
  return bookmarkDate.format(new Date(iso));
}

// --- two copies -------------------------------------------------------------------------------------

/**
 * One reader's lists from two places (this browser and the server, at sign-in): every bookmark
 * and collection of both. The same article bookmarked in both keeps the union of its collection
 * ids and tags and the later bookmarkedAt (and that copy's priority); the same collection keeps the
 * copy updated last. Newest bookmark first.
 */
export function mergeReadingLists(a: ReadingLists, b: ReadingLists): ReadingLists {
  const collections = new Map<string, Collection>();
  for (const collection of [...a.collections, ...b.collections]) {
    const other = collections.get(collection.id);
    if (!other || Date.parse(collection.updatedAt) > Date.parse(other.updatedAt)) collections.set(collection.id, collection);
  }
  const bookmarks = new Map<string, Bookmark>();
  for (const bookmark of [...a.bookmarks, ...b.bookmarks]) {
    const other = bookmarks.get(bookmark.article.id);
    if (!other) {
      bookmarks.set(bookmark.article.id, bookmark);
      continue;
    }
    const later = Date.parse(bookmark.bookmarkedAt) > Date.parse(other.bookmarkedAt) ? bookmark : other;
    bookmarks.set(bookmark.article.id, {
      ...later,
      collectionIds: [...new Set([...other.collectionIds, ...bookmark.collectionIds])],
      tags: [...new Set([...other.tags, ...bookmark.tags])].slice(0, READING_LIST_LIMITS.tags),
    });
  }
  return normalise({
    bookmarks: sortBookmarks([...bookmarks.values()], 'date'),
    collections: [...collections.values()].sort((x, y) => Date.parse(x.createdAt) - Date.parse(y.createdAt)),
  });
}
