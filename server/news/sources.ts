/** The outlets a reader can mute: every configured feed, by key and name. */
import { asc } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { feeds } from '~/server/db/schema';

export interface FeedSource {
  key: string;
  name: string;
}

export async function listFeedSources(db: Db): Promise<FeedSource[]> {
  return db.select({ key: feeds.key, name: feeds.name }).from(feeds).orderBy(asc(feeds.name));
}
