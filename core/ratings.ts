/**
 * The app rating: 1 to 5 stars with optional feedback, and the statistics the admin's Ratings and
 * Analytics screens show. Pure rules, shared by the widget, the API and the admin screens. The API's
 * input schema is in rating-input.ts, so zod stays out of the pages' bundle.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Long enough for a paragraph of feedback, short enough that one rating cannot fill a page. */
export const FEEDBACK_MAX_CHARS = 1000;
/** The page-view session id (core/analytics.ts) doubles as the rating's session; same bound. */
export const RATING_SESSION_MAX_CHARS = 64;
/** Feedback texts per page on the admin's Ratings screen. */
export const FEEDBACK_PAGE_SIZE = 20;

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/** The spec's App rating stats: average_rating, total_ratings, rating_1_count … rating_5_count. */
export interface RatingStats {
  averageRating: number | null;
  totalRatings: number;
  counts: Record<StarValue, number>;
}

export const NO_RATINGS: RatingStats = { averageRating: null, totalRatings: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

export interface DistributionRow {
  stars: StarValue;
  count: number;
  /** Share of all ratings, one decimal (0 when there are none). */
  percentage: number;
}

/** One decimal, half away from zero (12.25 → 12.3), as the admin screens show figures. */
export function oneDecimal(value: number): number {
  return Math.sign(value) * (Math.round(Math.abs(value) * 10 + Number.EPSILON) / 10);
}

/** The distribution from 5 stars down to 1, each with its share of all ratings. */
export function ratingDistribution(stats: RatingStats): DistributionRow[] {
  return [...STAR_VALUES].reverse().map((stars) => {
    const count = stats.counts[stars];
    return { stars, count, percentage: stats.totalRatings === 0 ? 0 : oneDecimal((count / stats.totalRatings) * 100) };
  });
}

/** The average as the screens show it: one decimal ('4.3'), or '0.0' with no rating yet. */
export function formatAverageRating(average: number | null): string {
  return oneDecimal(average ?? 0).toFixed(1);
}

/** The accessible name of one star choice: '1 star', '4 stars'. */
export function starLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}
