/**
 * What every reader's page reads alike, kept for a few seconds (decision 0119).
 *
 * The shared copies of the pages (http/page-cache.ts) serve only requests without a cookie; a
 * signed-in reader, or one who voted in a poll or muted an outlet, gets a page rendered for them,
 * and the home page then read the same lists and counts from the database as everyone else. Those
 * reads are kept here under a key of what they depend on (the reader's query, their muted outlets)
 * for as long as the page cache keeps its copies, and dropped with them whenever what readers see
 * changes (published-changes.ts). What is the reader's own (their session, their lists) is never
 * kept here.
 */
import { PAGE_FRESH_MS } from './http/page-cache';

/** Distinct keys kept (searches make many); the oldest goes first. */
export const SHARED_READS_MAX_ENTRIES = 100;

export interface SharedReads {
  /**
   * The value kept under `key` while it is fresh; otherwise `load()`'s, kept from now. Readers who
   * ask while a load runs share it. A failed load is not kept.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every kept value: the next reader of each key loads again. */
  forget(): void;
  /** How many keys are kept. */
  readonly size: number;
}

interface Options {
  freshMs?: number;
  maxEntries?: number;
  /** A monotonic clock in milliseconds (not the journal's clock, which tests fix). */
  now?: () => number;
}

export function createSharedReads({
  freshMs = PAGE_FRESH_MS,
  maxEntries = SHARED_READS_MAX_ENTRIES,
  now = () => performance.now(),
}: Options = {}): SharedReads {
  const kept = new Map<string, { since: number; value: Promise<unknown> }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const entry = kept.get(key);
      if (entry && at - entry.since < freshMs) return entry.value as Promise<T>;
      // Deleted first, so that a key read again moves to the newest end of the map.
      kept.delete(key);
      const value = load();
      kept.set(key, { since: at, value });
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
      return value;
    },
    forget() {
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
