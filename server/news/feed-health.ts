import { asc } from 'drizzle-orm';
import type { FeedHealth } from '~/core/feed-health';
import type { Db } from '~/server/db/client';
import { feeds } from '~/server/db/schema';

export async function listFeedHealth(db: Db): Promise<FeedHealth[]> {
  const rows = await db.select().from(feeds).orderBy(asc(feeds.name));
  return rows.map((f) => ({
    key: f.key,
    name: f.name,
    url: f.url,
    lastAttemptAt: f.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
    httpStatus: f.httpStatus,
    error: f.error,
    itemsSeen: f.itemsSeen,
    itemsStored: f.itemsStored,
    consecutiveFailures: f.consecutiveFailures,
    nextDueAt: f.nextDueAt.toISOString(),
  }));
}
