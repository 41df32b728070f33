/**
 * App ratings: a reader's 1–5 stars with optional feedback (POST /api/v1/ratings), and what the
 * admin's Ratings and Analytics screens read back. Submissions are limited per client address in
 * the database, so every instance shares the limit.
 */
import { and, count, desc, isNotNull, sql } from 'drizzle-orm';
import { ratingSubmissionSchema } from '~/core/rating-input';
import { FEEDBACK_PAGE_SIZE, NO_RATINGS, type RatingStats } from '~/core/ratings';
import type { Db } from '~/server/db/client';
import { appRatings } from '~/server/db/schema';
import type { RateLimit, RateLimiter } from '~/server/limits/rate-limiter';

/** A reader rates once or twice a session; a handful an hour per address leaves room for an office. */
export const RATING_SUBMIT_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

export type RatingOutcome =
  | { ok: true; id: string }
  | { ok: false; status: 400; parameter: string; error: string }
  | { ok: false; status: 429; error: string };

export interface FeedbackEntry {
  id: string;
  rating: number;
  feedback: string;
  createdAt: Date;
}

export interface FeedbackPage {
  entries: FeedbackEntry[];
  /** All ratings that came with feedback. */
  total: number;
  page: number;
  pageCount: number;
}

export interface Ratings {
  /** Validates and stores one rating; `client` is the address the limit keys on. */
  submit(body: unknown, client: string): Promise<RatingOutcome>;
  /** The spec's get_app_rating_stats, in one query. */
  stats(): Promise<RatingStats>;
  /** The feedback texts, newest first, `FEEDBACK_PAGE_SIZE` a page (pages count from 1). */
  feedback(page: number): Promise<FeedbackPage>;
}

export function createRatings({ db, limiter, now }: { db: Db; limiter: RateLimiter; now: () => Date }): Ratings {
  return {
    async submit(body, client) {
      const parsed = ratingSubmissionSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const parameter = String(issue.path[0] ?? 'body');
        return { ok: false, status: 400, parameter, error: `Invalid parameter '${parameter}': ${issue.message}` };
      }
      // Checked after validation: a malformed request does not use up a reader's allowance.
      if (!(await limiter.take(client))) return { ok: false, status: 429, error: 'Too many ratings from this address' };
      const { rating, feedback, session } = parsed.data;
      const [row] = await db
        .insert(appRatings)
        .values({ rating, feedback, userSession: session ?? null, createdAt: now() })
        .returning({ id: appRatings.id });
      return { ok: true, id: row!.id };
    },

    stats: () => ratingStats(db),

    async feedback(page) {
      const withFeedback = and(isNotNull(appRatings.feedback), sql`${appRatings.feedback} <> ''`);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(appRatings).where(withFeedback);
      const pageCount = Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE));
      const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
      const rows = await db
        .select({ id: appRatings.id, rating: appRatings.rating, feedback: appRatings.feedback, createdAt: appRatings.createdAt })
        .from(appRatings)
        .where(withFeedback)
        .orderBy(desc(appRatings.createdAt), desc(appRatings.id))
        .limit(FEEDBACK_PAGE_SIZE)
        .offset((current - 1) * FEEDBACK_PAGE_SIZE);
      return {
        entries: rows.map((row) => ({ ...row, feedback: row.feedback ?? '' })),
        total,
        page: current,
        pageCount,
      };
    },
  };
}

/** Average, total and the count per star value in one pass over app_ratings. */
export async function ratingStats(db: Db): Promise<RatingStats> {
  const [row] = await db
    .select({
      average: sql<number | null>`avg(${appRatings.rating})::float8`,
      total: sql<number>`count(*)::int`,
      one: sql<number>`count(*) filter (where ${appRatings.rating} = 1)::int`,
      two: sql<number>`count(*) filter (where ${appRatings.rating} = 2)::int`,
      three: sql<number>`count(*) filter (where ${appRatings.rating} = 3)::int`,
      four: sql<number>`count(*) filter (where ${appRatings.rating} = 4)::int`,
      five: sql<number>`count(*) filter (where ${appRatings.rating} = 5)::int`,
    })
    .from(appRatings);
  if (!row || row.total === 0) return NO_RATINGS;
  return {
    averageRating: row.average === null ? null : Number(row.average),
    totalRatings: Number(row.total),
    counts: { 1: Number(row.one), 2: Number(row.two), 3: Number(row.three), 4: Number(row.four), 5: Number(row.five) },
  };
}
