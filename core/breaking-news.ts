/**
 * When a story is "breaking" and may be mailed on its own: the Breaking edition's rules, pure over
 * articles and a clock (decision 0100). A story is breaking when at least three outlets carried it
 * while it was at most six hours old, or when it is an investment story whose trending score
 * (core/trending.ts) reaches BREAKING_INVESTMENT_SCORE. At most one Breaking edition goes out per
 * New York day, never during the night's quiet hours, and never about a story already mailed.
 */
import type { Article } from './article';
import { startOfJournalDay } from './date-range';
import { JOURNAL_TIME_ZONE } from './time';
import { trendingScore } from './trending';
import { dateTimeFormat } from './intl';

/** Distinct outlets (the first report's and the "also reported by" ones) that make a story breaking. */
export const BREAKING_MIN_OUTLETS = 3;
/** How young a story must be for its outlets to count: they carried it within its first six hours. */
export const BREAKING_WINDOW_HOURS = 6;
/**
 * The trending score at which an investment story is breaking on its own. The score is 24 points
 * when new, less one an hour, plus 10 per market keyword and 15 for the category, and the story must
 * be in the six-hour window: three market keywords always reach it (at least 18 + 30 + 15 = 63),
 * two never do (at most 24 + 20 + 15 = 59).
 */
export const BREAKING_INVESTMENT_SCORE = 60;
/** No Breaking edition is mailed from 9 PM to 6 AM New York time; what broke at night waits. */
export const BREAKING_QUIET_FROM_HOUR = 21;
export const BREAKING_QUIET_UNTIL_HOUR = 6;
/**
 * A story that broke during the quiet hours stays eligible until noon, so the morning's first run
 * mails it instead of its six-hour window closing while readers slept.
 */
export const BREAKING_HELD_UNTIL_HOUR = 12;

const HOUR_MS = 3_600_000;

const hourFormat = dateTimeFormat('en-US', { timeZone: JOURNAL_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

function newYorkHour(now: Date): number {
  return Number(hourFormat.format(now));
}

export function isBreakingQuietHours(now: Date): boolean {
  const hour = newYorkHour(now);
  return hour >= BREAKING_QUIET_FROM_HOUR || hour < BREAKING_QUIET_UNTIL_HOUR;
}

/**
 * The earliest first publication a breaking story may have at `now`: six hours ago, or in the
 * morning after the quiet hours, six hours before they began (3 PM the day before), so the night's
 * held story is still found.
 */
export function breakingWindowStart(now: Date): Date {
  const sixHoursAgo = new Date(now.getTime() - BREAKING_WINDOW_HOURS * HOUR_MS);
  const hour = newYorkHour(now);
  if (hour < BREAKING_QUIET_UNTIL_HOUR || hour >= BREAKING_HELD_UNTIL_HOUR) return sixHoursAgo;
  const quietBegan = new Date(startOfJournalDay(now).getTime() - (24 - BREAKING_QUIET_FROM_HOUR) * HOUR_MS);
  return new Date(Math.min(sixHoursAgo.getTime(), quietBegan.getTime() - BREAKING_WINDOW_HOURS * HOUR_MS));
}

/** The distinct outlets that carried a story, the first report's first (names compared case-blind). */
export function outletsOf(article: Pick<Article, 'source' | 'alsoReportedBy'>): string[] {
  const seen = new Map<string, string>();
  for (const source of [article.source, ...article.alsoReportedBy.map((report) => report.source)]) {
    const name = source.trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

/** Every address the story is known by: its own and its other outlets'. "Never twice" compares these. */
export function storyUrls(article: Pick<Article, 'url' | 'alsoReportedBy'>): string[] {
  return [article.url, ...article.alsoReportedBy.map((report) => report.url)];
}

export type BreakingReason = 'outlets' | 'investment';

export interface BreakingStory {
  article: Article;
  reason: BreakingReason;
  outlets: string[];
  score: number;
}

/** Why the story is breaking at `now`, or null (fallback articles never are). */
export function breakingReason(article: Article, now: Date): BreakingReason | null {
  if (article.isFallback) return null;
  const published = new Date(article.publishedAt).getTime();
  if (published > now.getTime() || published < breakingWindowStart(now).getTime()) return null;
  if (outletsOf(article).length >= BREAKING_MIN_OUTLETS) return 'outlets';
  if (article.category === 'investment' && trendingScore(article, now) >= BREAKING_INVESTMENT_SCORE) return 'investment';
  return null;
}

/**
 * The story to mail now, or null: the breaking story carried by the most outlets (then the highest
 * score, then the newest) whose addresses were not in an earlier Breaking edition.
 */
export function pickBreakingStory(
  articles: readonly Article[],
  now: Date,
  alreadySent: ReadonlySet<string>,
): BreakingStory | null {
  const candidates: BreakingStory[] = [];
  for (const article of articles) {
    const reason = breakingReason(article, now);
    if (!reason) continue;
    if (storyUrls(article).some((url) => alreadySent.has(url))) continue;
    candidates.push({ article, reason, outlets: outletsOf(article), score: trendingScore(article, now) });
  }
  candidates.sort(
    (a, b) =>
      b.outlets.length - a.outlets.length || b.score - a.score || b.article.publishedAt.localeCompare(a.article.publishedAt),
  );
  return candidates[0] ?? null;
}
