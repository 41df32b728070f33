/**
 * One aggregation run: fetch the due feeds (bounded concurrency), parse, normalise, de-duplicate
 * across all of them, store, and record each feed's state. One failing feed never affects another.
 */
import { inArray, sql } from 'drizzle-orm';
import { dedupeStories } from '~/core/dedupe';
import type { NormalisedArticle } from '~/core/normalise';
import type { Database, Db } from '~/server/db/client';
import { feeds } from '~/server/db/schema';
import { maintainDatabase } from '~/server/jobs/maintenance';
import { logger } from '~/server/logger';
import { activeFeeds, type ActiveFeed } from './feed-list';
import { loadFeedRegistry, type FeedDefinition } from './feed-registry';
import { DEFAULT_FETCH_LIMITS, fetchFeed, type FetchLimits } from './fetch-feed';
import { pinnedFetch, type HttpFetch } from './pinned-fetch';
import { ingestDocument } from './ingest';
import { storeStories } from './store';

/** Feeds fetched at the same time. */
export const FEED_CONCURRENCY = 4;
/** Failing feeds back off: interval × 2^(failures − 1), at most this long. */
const MAX_BACKOFF_MINUTES = 60;
/** After an ingest this large, PGlite needs a VACUUM to keep full-text search fast. */
const VACUUM_AFTER_INSERTS = 500;
const REFRESH_LOCK_ID = 727_274_002;

export interface FeedReport {
  key: string;
  name: string;
  outcome: 'updated' | 'not-modified' | 'failed';
  httpStatus: number | null;
  itemsSeen: number;
  itemsStored: number;
  skipped: number;
  error: string | null;
  ms: number;
}

export interface RefreshReport {
  feeds: FeedReport[];
  inserted: number;
  merged: number;
  unchanged: number;
  ms: number;
}

export interface RefreshOptions {
  /** Fetch every feed now, due or not (the manual refresh). */
  force?: boolean;
  limits?: FetchLimits;
}

/** Adds new feeds (due at once) and updates names and addresses; fetch state is kept. */
async function syncRegistry(db: Db, registry: FeedDefinition[], now: Date): Promise<void> {
  if (registry.length === 0) return;
  await db
    .insert(feeds)
    .values(registry.map((f) => ({ key: f.key, name: f.name, url: f.url, defaultCategory: f.defaultCategory, nextDueAt: now })))
    .onConflictDoUpdate({
      target: feeds.key,
      set: {
        name: sql`excluded.name`,
        url: sql`excluded.url`,
        defaultCategory: sql`excluded.default_category`,
        updatedAt: new Date(),
      },
    });
}

async function mapWithConcurrency<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

interface FeedRun {
  feed: ActiveFeed;
  report: FeedReport;
  articles: NormalisedArticle[];
  validators?: { etag: string | null; lastModified: string | null };
  retryAfter: Date | null;
}

async function runFeed(
  feed: ActiveFeed,
  state: typeof feeds.$inferSelect | undefined,
  limits: FetchLimits,
  now: Date,
  pinned: HttpFetch | null,
): Promise<FeedRun> {
  const started = Date.now();
  const report: FeedReport = {
    key: feed.key,
    name: feed.name,
    outcome: 'failed',
    httpStatus: null,
    itemsSeen: 0,
    itemsStored: 0,
    skipped: 0,
    error: null,
    ms: 0,
  };
  const run: FeedRun = { feed, report, articles: [], retryAfter: null };
  try {
    // Validators apply only to the address they were received from.
    const sameUrl = state?.url === feed.url;
    const fetched = await fetchFeed(
      feed.url,
      { etag: sameUrl ? (state?.etag ?? null) : null, lastModified: sameUrl ? (state?.lastModified ?? null) : null },
      limits,
      // An address typed by an admin is checked at every fetch, as it connects (it may resolve elsewhere tomorrow).
      feed.addedBy !== null ? pinned : null,
    );
    report.httpStatus = fetched.status;
    if (fetched.kind === 'failed') {
      report.error = fetched.error;
      run.retryAfter = fetched.retryAfter;
    } else if (fetched.kind === 'not-modified') {
      report.outcome = 'not-modified';
    } else {
      const ingested = ingestDocument(fetched.body, feed, now, fetched.url);
      if (!ingested.ok) {
        report.error = ingested.error;
      } else {
        report.outcome = 'updated';
        report.itemsSeen = ingested.articles.length + ingested.dropped.length;
        report.skipped = ingested.dropped.length;
        run.validators = fetched.validators;
        run.articles = ingested.articles;
      }
    }
  } catch (error) {
    report.error = `Unexpected error: ${(error as Error).message}`;
  }
  report.ms = Date.now() - started;
  return run;
}

function nextDue(now: Date, intervalMinutes: number, failures: number, retryAfter: Date | null): Date {
  const backoff = failures > 0 ? Math.min(intervalMinutes * 2 ** (failures - 1), MAX_BACKOFF_MINUTES) : intervalMinutes;
  const due = new Date(now.getTime() + backoff * 60_000);
  return retryAfter && retryAfter > due ? retryAfter : due;
}

/** Everything the feed refresher depends on, handed over when it is built. */
export interface FeedRefresherDeps {
  /** The store, its advisory lock (instances take turns) and its upkeep after large ingests. */
  database: Database;
  /** The feed list (FEEDS_CONFIG); without one, the built-in feeds. */
  feedsConfigPath: string | undefined;
  /** How often a healthy feed is due (FEED_REFRESH_MINUTES). */
  refreshMinutes: number;
  /** FEEDS_ALLOW_PRIVATE_ADDRESSES: admin-added feeds may be on private or loopback addresses. */
  allowPrivateAddresses: boolean;
  now: () => Date;
}

export interface FeedRefresher {
  /** Runs one refresh; concurrent calls in this process, and on PostgreSQL across instances, take turns. */
  refresh(options?: RefreshOptions): Promise<RefreshReport>;
}

/** One refresher per process (built by server/services.ts): its queue is what makes calls take turns. */
export function createFeedRefresher(deps: FeedRefresherDeps): FeedRefresher {
  // The advisory lock serialises instances on PostgreSQL; this queue serialises callers in this
  // process (PGlite has no lock to take, and a PostgreSQL caller would otherwise hold a connection
  // while it waits).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    refresh(options = {}) {
      const run = queue.then(() => deps.database.withExclusiveLock(REFRESH_LOCK_ID, () => refreshOnce(deps, options)));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

async function refreshOnce(deps: FeedRefresherDeps, options: RefreshOptions): Promise<RefreshReport> {
  const started = Date.now();
  const { db } = deps.database;
  const now = deps.now();
  const configured = loadFeedRegistry(deps.feedsConfigPath);
  await syncRegistry(db, configured, now);
  const registry = await activeFeeds(db, configured);
  const pinned = deps.allowPrivateAddresses ? null : pinnedFetch();

  const states = await db
    .select()
    .from(feeds)
    .where(
      inArray(
        feeds.key,
        registry.map((f) => f.key),
      ),
    );
  const stateByKey = new Map(states.map((s) => [s.key, s]));
  const due = options.force ? registry : registry.filter((f) => (stateByKey.get(f.key)?.nextDueAt ?? now) <= now);

  const runs = await mapWithConcurrency(due, FEED_CONCURRENCY, (feed) =>
    runFeed(feed, stateByKey.get(feed.key), options.limits ?? DEFAULT_FETCH_LIMITS, now, pinned),
  );

  const stories = dedupeStories(runs.flatMap((r) => r.articles));
  const counts = await storeStories(db, stories);

  for (const run of runs) {
    const { report } = run;
    report.itemsStored = counts.insertedByFeed.get(report.key) ?? 0;
    const ok = report.outcome !== 'failed';
    const failures = ok ? 0 : (stateByKey.get(report.key)?.consecutiveFailures ?? 0) + 1;
    await db
      .update(feeds)
      .set({
        lastAttemptAt: now,
        ...(ok ? { lastSuccessAt: now } : {}),
        httpStatus: report.httpStatus,
        error: report.error,
        ...(report.outcome === 'updated' ? { itemsSeen: report.itemsSeen, itemsStored: report.itemsStored } : {}),
        ...(run.validators ? { etag: run.validators.etag, lastModified: run.validators.lastModified } : {}),
        consecutiveFailures: failures,
        nextDueAt: nextDue(now, deps.refreshMinutes, failures, run.retryAfter),
        updatedAt: now,
      })
      .where(sql`${feeds.key} = ${report.key}`);
    if (!ok) logger.warn({ feed: report.key, error: report.error, status: report.httpStatus }, 'feed failed');
  }

  if (counts.inserted >= VACUUM_AFTER_INSERTS) await maintainDatabase(deps.database, now);
  const report: RefreshReport = {
    feeds: runs.map((r) => r.report),
    inserted: counts.inserted,
    merged: counts.merged,
    unchanged: counts.unchanged,
    ms: Date.now() - started,
  };
  logger.info({ feeds: due.length, inserted: report.inserted, merged: report.merged, ms: report.ms }, 'feeds refreshed');
  return report;
}

/** The per-feed summary printed by `npm run feeds:refresh`. */
export function formatRefreshReport(report: RefreshReport): string {
  const rows = report.feeds.map((f) => {
    const status =
      f.outcome === 'failed'
        ? `FAILED ${f.error ?? ''}`
        : f.outcome === 'not-modified'
          ? 'not modified (304)'
          : `${f.itemsSeen} items, ${f.itemsStored} new, ${f.skipped} skipped`;
    return `  ${f.key.padEnd(22)} ${String(f.httpStatus ?? '-').padStart(3)}  ${status}  (${f.ms} ms)`;
  });
  const failed = report.feeds.filter((f) => f.outcome === 'failed').length;
  return [
    `Refreshed ${report.feeds.length} feeds in ${report.ms} ms: ${report.inserted} new articles, ${report.merged} merged into existing stories, ${report.unchanged} already stored; ${failed} ${failed === 1 ? 'feed' : 'feeds'} failed.`,
    ...rows,
  ].join('\n');
}
