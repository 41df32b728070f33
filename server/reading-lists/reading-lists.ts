/**
 * Signed-in readers' reading lists on the server, so they follow the reader to another device.
 * The browser keeps its own copy (core/reading-lists.ts rules); at sign-in it merges that copy in,
 * afterwards it sends each change: additions and updates as a merge, removals by id. Every change
 * is one transaction on the reader's row (locked), so two devices saving at once lose nothing.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CATEGORIES } from '~/core/categories';
import {
  COLLECTION_COLORS,
  deleteCollection,
  mergeReadingLists,
  parseReadingLists,
  PRIORITIES,
  READ_LATER_ID,
  READING_LIST_LIMITS as L,
  removeBookmark,
  type ReadingLists,
} from '~/core/reading-lists';
import type { Db } from '~/server/db/client';
import { readingLists } from '~/server/db/schema';
import type { RateLimit, RateLimiter } from '~/server/limits/rate-limiter';

/** Changes one reader may send per minute (a merge at sign-in is a few requests). */
export const READING_LIST_WRITE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };
/** Items one request may carry: a sign-in merge of a long list is sent in batches, under the body cap. */
export const MERGE_BATCH = { bookmarks: 50, collections: L.collections } as const;

const id = z.string().min(1).max(100);
const isoDate = z.iso.datetime({ offset: true });

const bookmarkSchema = z.object({
  id,
  article: z.object({
    id: z.string().min(1).max(200),
    title: z.string().min(1).max(L.titleLength),
    summary: z.string().max(L.summaryLength).default(''),
    source: z.string().max(200).default(''),
    category: z.enum(CATEGORIES),
    url: z.url({ protocol: /^https?$/ }).max(L.urlLength),
  }),
  bookmarkedAt: isoDate,
  collectionIds: z.array(id).max(L.collections).default([]),
  tags: z.array(z.string().min(1).max(L.tagLength)).max(L.tags).default([]),
  priority: z.enum(PRIORITIES).default('medium'),
});

const collectionSchema = z.object({
  id,
  name: z.string().trim().min(1).max(L.nameLength),
  description: z.string().max(L.descriptionLength).default(''),
  color: z.enum(COLLECTION_COLORS).default('gray'),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** The body of a merge: bookmarks and collections to add or update. */
export const mergeSchema = z.object({
  bookmarks: z.array(bookmarkSchema).max(MERGE_BATCH.bookmarks).default([]),
  collections: z.array(collectionSchema).max(MERGE_BATCH.collections).default([]),
});

export type ReadingListResult =
  { ok: true; lists: ReadingLists; updatedAt: string } | { ok: false; status: 400 | 413 | 429; error: string; field?: string };

export interface ReadingListStore {
  get(userId: string): Promise<{ lists: ReadingLists; updatedAt: string | null }>;
  merge(userId: string, body: unknown): Promise<ReadingListResult>;
  removeBookmark(userId: string, articleId: string): Promise<ReadingListResult>;
  deleteCollection(userId: string, collectionId: string): Promise<ReadingListResult>;
}

export interface ReadingListDeps {
  db: Db;
  /** Writes per reader (key: user id), shared by every instance. */
  writes: RateLimiter;
  now: () => Date;
}

const TOO_MANY = 'Too many reading-list changes. Please wait a moment.';

/** The field a zod issue is about, as a dotted path ("bookmarks.3.article.url"). */
function fieldOf(error: z.ZodError): string {
  return error.issues[0]?.path.map(String).join('.') || 'body';
}

export function createReadingListStore({ db, writes, now }: ReadingListDeps): ReadingListStore {
  /** Runs `change` on the reader's locked row (created empty if missing) and stores the result. */
  const update = async (userId: string, change: (lists: ReadingLists) => ReadingListResult): Promise<ReadingListResult> => {
    if (!(await writes.take(userId))) return { ok: false, status: 429, error: TOO_MANY };
    return db.transaction(async (tx) => {
      await tx.insert(readingLists).values({ userId }).onConflictDoNothing();
      const [row] = await tx.select().from(readingLists).where(eq(readingLists.userId, userId)).for('update');
      const result = change(parseReadingLists(row?.bookmarks, row?.collections));
      if (!result.ok) return result;
      const updatedAt = now();
      await tx
        .update(readingLists)
        .set({ bookmarks: result.lists.bookmarks, collections: result.lists.collections, updatedAt })
        .where(eq(readingLists.userId, userId));
      return { ok: true, lists: result.lists, updatedAt: updatedAt.toISOString() };
    });
  };
  const done = (lists: ReadingLists): ReadingListResult => ({ ok: true, lists, updatedAt: '' });

  return {
    async get(userId) {
      const [row] = await db.select().from(readingLists).where(eq(readingLists.userId, userId));
      return { lists: parseReadingLists(row?.bookmarks, row?.collections), updatedAt: row?.updatedAt.toISOString() ?? null };
    },

    async merge(userId, body) {
      const parsed = mergeSchema.safeParse(body);
      if (!parsed.success) {
        const field = fieldOf(parsed.error);
        return { ok: false, status: 400, error: `Invalid field '${field}': ${parsed.error.issues[0]!.message}`, field };
      }
      const incoming = parseReadingLists(parsed.data.bookmarks, parsed.data.collections);
      return update(userId, (stored) => {
        // A merge that would go past the bounds keeps what was stored and says which list is full.
        const distinct = (items: { id: string }[]) => new Set(items.map((item) => item.id)).size;
        if (distinct([...stored.bookmarks, ...incoming.bookmarks].map((b) => b.article)) > L.bookmarks)
          return { ok: false, status: 413, error: `At most ${L.bookmarks} bookmarks`, field: 'bookmarks' };
        if (distinct([...stored.collections, ...incoming.collections]) > L.collections)
          return { ok: false, status: 413, error: `At most ${L.collections} collections`, field: 'collections' };
        return done(mergeReadingLists(stored, incoming));
      });
    },

    removeBookmark(userId, articleId) {
      return update(userId, (lists) => done(removeBookmark(lists, articleId)));
    },

    deleteCollection(userId, collectionId) {
      if (collectionId === READ_LATER_ID)
        return Promise.resolve({ ok: false, status: 400, error: 'Read Later cannot be deleted', field: 'id' });
      return update(userId, (lists) => done(deleteCollection(lists, collectionId)));
    },
  };
}
