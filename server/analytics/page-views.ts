/**
 * Page views (the spec's page_views): one row per route change a reader makes, sent by the page as a
 * small JSON beacon to POST /api/v1/page-views. Bots, prefetches and prerenders, and signed-in
 * admins' own views are not counted. Who is signed in and the user agent are read from the request,
 * never from the body; every stored text is bounded. Rows leave after 13 months (the daily prune).
 */
import { lt } from 'drizzle-orm';
import { isbot } from 'isbot';
import {
  isPrefetchRequest,
  pageViewRetentionCutoff,
  pathOnly,
  referrerWithoutQuery,
  USER_AGENT_MAX_CHARS,
} from '~/core/analytics';
import { pageViewSchema } from '~/core/page-view-input';
import type { Auth } from '~/server/auth/auth';
import { checkAdmin } from '~/server/auth/roles';
import type { Db } from '~/server/db/client';
import { pageViews } from '~/server/db/schema';
import type { RateLimit, RateLimiter } from '~/server/limits/rate-limiter';
import { logger } from '~/server/logger';

/**
 * A reader clicking through the site makes a few views a minute; 600 an hour per address leaves room
 * for an office behind one address and stops one script from filling the table.
 */
export const PAGE_VIEW_LIMIT: RateLimit = { max: 600, windowMs: 60 * 60 * 1000 };

export type PageViewOutcome =
  | { status: 201; recorded: true }
  | { status: 202; recorded: false; reason: 'bot' | 'prefetch' | 'admin' }
  | { status: 400; recorded: false; parameter: string; error: string }
  | { status: 429; recorded: false; error: string }
  | { status: 503; recorded: false; error: string };

export interface PageViews {
  /** Records one view unless it is excluded; `client` is the address the limit keys on. */
  record(body: unknown, headers: Headers, client: string): Promise<PageViewOutcome>;
}

export function createPageViews({
  db,
  auth,
  limiter,
  now,
}: {
  db: Db;
  auth: Auth;
  limiter: RateLimiter;
  now: () => Date;
}): PageViews {
  async function record(body: unknown, headers: Headers, client: string): Promise<PageViewOutcome> {
    if (isPrefetchRequest(headers.get('purpose'), headers.get('sec-purpose'))) {
      return { status: 202, recorded: false, reason: 'prefetch' };
    }
    const userAgent = headers.get('user-agent') ?? '';
    // No user agent at all is no browser either.
    if (userAgent === '' || isbot(userAgent)) return { status: 202, recorded: false, reason: 'bot' };
    const parsed = pageViewSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const parameter = String(issue.path[0] ?? 'body');
      return { status: 400, recorded: false, parameter, error: `Invalid parameter '${parameter}': ${issue.message}` };
    }
    try {
      const viewer = await checkAdmin(auth, db, headers);
      // An admin checking the dashboard would otherwise count their own clicks.
      if (viewer.status === 'admin') return { status: 202, recorded: false, reason: 'admin' };
      if (!(await limiter.take(client))) return { status: 429, recorded: false, error: 'Too many page views from this address' };
      await db.insert(pageViews).values({
        pagePath: pathOnly(parsed.data.path),
        userId: viewer.status === 'forbidden' ? viewer.user.id : null,
        userSession: parsed.data.session,
        referrer: referrerWithoutQuery(parsed.data.referrer),
        userAgent: userAgent.slice(0, USER_AGENT_MAX_CHARS),
        viewedAt: now(),
      });
      return { status: 201, recorded: true };
    } catch (error) {
      // Counting a view never matters more than the page: logged, and the beacon is told to move on.
      logger.error({ err: error }, 'page view not recorded');
      return { status: 503, recorded: false, error: 'Page view not recorded' };
    }
  }
  return { record };
}

/** Deletes the page views older than the 13-month retention; returns how many went. */
export async function prunePageViews(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(pageViews)
    .where(lt(pageViews.viewedAt, pageViewRetentionCutoff(now)))
    .returning({ id: pageViews.id });
  return deleted.length;
}
