/**
 * The admin's Analytics screen: the spec's eight counts (subscribers, polls, responses, ratings,
 * page views, each "recent" one over the last 30 days), the last 30 New York days of page views,
 * new subscribers and votes, and the most viewed pages. Counted straight from the tables.
 */
import { and, inArray, sql } from 'drizzle-orm';
import {
  ANALYTICS_RECENT_DAYS,
  dayBuckets,
  lastJournalDays,
  recentWindowStart,
  TOP_PAGES_LIMIT,
  type DayCount,
} from '~/core/analytics';
import type { AnalyticsCounts } from '~/core/analytics';
import { EMBED_PATH, EMBED_SCRIPT_PATH } from '~/core/embed';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import type { Db } from '~/server/db/client';
import { newsletterSubscribers, pageViews, pollResponses, polls } from '~/server/db/schema';
import { ratingStats } from '~/server/ratings/ratings';

export interface AnalyticsOverview {
  counts: AnalyticsCounts;
  /** One entry per New York day of the last 30, oldest first. */
  daily: { pageViews: DayCount[]; newSubscribers: DayCount[]; votes: DayCount[] };
  topPages: { path: string; views: number }[];
  /** Where the feed is embedded: views of /embed and /embed.js per host origin, most first ('' when unknown). */
  embedHosts: { origin: string; views: number }[];
}

export async function analyticsOverview(db: Db, now: Date): Promise<AnalyticsOverview> {
  const since = recentWindowStart(now);
  const days = lastJournalDays(now, ANALYTICS_RECENT_DAYS);
  // A framed /embed view's referrer is its host's origin (PageViewBeacon), a script widget's the
  // Origin its browser sent (/api/v1/embed-views): the origin part names the host either way.
  const hostOrigin = sql<string>`coalesce(substring(${pageViews.referrer} from '^(https?://[^/]+)'), '')`;
  const [counts, ratings, views, subscribers, votes, topPages, embedHosts] = await Promise.all([
    db
      .select({
        totalSubscribers: sql<number>`(select count(*)::int from ${newsletterSubscribers})`,
        newSubscribers: sql<number>`(select count(*)::int from ${newsletterSubscribers} where ${newsletterSubscribers.subscribedAt} >= ${since.toISOString()}::timestamptz)`,
        polls: sql<number>`(select count(*)::int from ${polls})`,
        activePolls: sql<number>`(select count(*)::int from ${polls} where ${polls.isActive})`,
        pollResponses: sql<number>`(select count(*)::int from ${pollResponses})`,
        totalPageViews: sql<number>`(select count(*)::int from ${pageViews})`,
        recentPageViews: sql<number>`(select count(*)::int from ${pageViews} where ${pageViews.viewedAt} >= ${since.toISOString()}::timestamptz)`,
      })
      .from(sql`(select 1) as one`),
    ratingStats(db),
    perDay(db, pageViews, 'viewed_at', days, now),
    perDay(db, newsletterSubscribers, 'subscribed_at', days, now),
    perDay(db, pollResponses, 'created_at', days, now),
    db
      .select({ path: pageViews.pagePath, views: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(sql`${pageViews.viewedAt} >= ${since.toISOString()}::timestamptz`)
      .groupBy(pageViews.pagePath)
      .orderBy(sql`count(*) desc`, pageViews.pagePath)
      .limit(TOP_PAGES_LIMIT),
    db
      .select({ origin: hostOrigin, views: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(
        and(
          sql`${pageViews.viewedAt} >= ${since.toISOString()}::timestamptz`,
          inArray(pageViews.pagePath, [EMBED_PATH, EMBED_SCRIPT_PATH]),
        ),
      )
      .groupBy(hostOrigin)
      .orderBy(sql`count(*) desc`, hostOrigin)
      .limit(TOP_PAGES_LIMIT),
  ]);
  const row = counts[0]!;
  return {
    counts: {
      totalSubscribers: Number(row.totalSubscribers),
      newSubscribers: Number(row.newSubscribers),
      polls: Number(row.polls),
      activePolls: Number(row.activePolls),
      pollResponses: Number(row.pollResponses),
      averageRating: ratings.averageRating,
      totalRatings: ratings.totalRatings,
      totalPageViews: Number(row.totalPageViews),
      recentPageViews: Number(row.recentPageViews),
    },
    daily: { pageViews: views, newSubscribers: subscribers, votes },
    topPages: topPages.map((page) => ({ path: page.path, views: Number(page.views) })),
    embedHosts: embedHosts.map((host) => ({ origin: host.origin, views: Number(host.views) })),
  };
}

/**
 * Rows per New York calendar day over `days`. The first condition bounds the scan by the indexed
 * timestamp (a day more than the window, whatever the offset); the second keeps whole days.
 */
async function perDay(
  db: Db,
  table: typeof pageViews | typeof newsletterSubscribers | typeof pollResponses,
  column: 'viewed_at' | 'subscribed_at' | 'created_at',
  days: string[],
  now: Date,
): Promise<DayCount[]> {
  const bound = new Date(now.getTime() - (days.length + 1) * 24 * 60 * 60 * 1000);
  const at = sql.raw(`"${column}"`);
  const day = sql`to_char((${at} at time zone ${JOURNAL_TIME_ZONE})::date, 'YYYY-MM-DD')`;
  const result = (await db.execute(sql`
    select ${day} as day, count(*)::int as count from ${table}
    where ${at} >= ${bound.toISOString()}::timestamptz and ${day} >= ${days[0]!}
    group by 1`)) as unknown as { rows: { day: string; count: number }[] };
  return dayBuckets(
    days,
    result.rows.map((r) => ({ day: r.day, count: Number(r.count) })),
  );
}
