/**
 * Which stories lead the page: Trending Now, Market News and Today's Must-Read Stories, with the
 * spec's rules and constants. Pure functions over articles and a clock.
 */
import type { Article } from './article';
import { JOURNAL_TIME_ZONE } from './time';
import { dateTimeFormat } from './intl';

export const TRENDING_WINDOW_HOURS = 24;
export const TRENDING_LIMIT = 5;
export const TRENDING_KEYWORDS = ['investment', 'reit', 'market', 'stock', 'earnings', 'acquisition', 'merger'] as const;
const KEYWORD_POINTS = 10;
const INVESTMENT_POINTS = 15;

export const MARKET_NEWS_LIMIT = 3;
const MARKET_TITLE_WORDS = /\b(reits?|stocks?|markets?)\b/i;

export const HIGHLIGHTS_SHOWN = 5;
export const HIGHLIGHTS_FALLBACK = 12;
export const HIGHLIGHTS_MIN_TODAY = 3;
const MAX_MATCH_PERCENT = 99;

const HOUR_MS = 3_600_000;

const hoursOld = (article: Pick<Article, 'publishedAt'>, now: Date) =>
  (now.getTime() - new Date(article.publishedAt).getTime()) / HOUR_MS;

const KEYWORD_PATTERNS = TRENDING_KEYWORDS.map((word) => new RegExp(`\\b${word}s?\\b`, 'i'));

/** Distinct trending keywords (singular or plural) in the title and summary. */
export function keywordHits(article: Pick<Article, 'title' | 'summary'>): number {
  const text = `${article.title} ${article.summary}`;
  return KEYWORD_PATTERNS.filter((pattern) => pattern.test(text)).length;
}

/**
 * max(0, 24 − hours old) + 10 per keyword hit + 15 for the investment category. Summed in whole
 * milliseconds and divided once, so scores that are equal on paper are equal in floating point
 * and the newest-first tie-break applies.
 */
export function trendingScore(article: Article, now: Date, windowHours = TRENDING_WINDOW_HOURS): number {
  const ageMs = now.getTime() - new Date(article.publishedAt).getTime();
  const recencyMs = Math.max(0, windowHours * HOUR_MS - ageMs);
  const points = KEYWORD_POINTS * keywordHits(article) + (article.category === 'investment' ? INVESTMENT_POINTS : 0);
  return (recencyMs + points * HOUR_MS) / HOUR_MS;
}

/**
 * The top 5 articles of the last 24 hours by trending score (newest first on equal scores). The
 * weekly edition asks for the week's: the same score with a 168-hour window and recency.
 */
export function trendingArticles(
  articles: readonly Article[],
  now: Date,
  { windowHours = TRENDING_WINDOW_HOURS, limit = TRENDING_LIMIT }: { windowHours?: number; limit?: number } = {},
): Article[] {
  return articles
    .filter((a) => {
      const age = hoursOld(a, now);
      return age >= 0 && age <= windowHours;
    })
    .map((article) => ({ article, score: trendingScore(article, now, windowHours) }))
    .sort((a, b) => b.score - a.score || b.article.publishedAt.localeCompare(a.article.publishedAt))
    .slice(0, limit)
    .map((entry) => entry.article);
}

const dayKey = dateTimeFormat('en-CA', {
  timeZone: JOURNAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Published on the same calendar day as `now`, in the journal's zone (New York). The fallback
 * selection is never today's news, whatever its date.
 */
export function isToday(article: Pick<Article, 'publishedAt'> & { isFallback?: boolean }, now: Date): boolean {
  if (article.isFallback) return false;
  return dayKey.format(new Date(article.publishedAt)) === dayKey.format(now);
}

/** Up to 3 of today's articles that are about markets: investment, or REIT / stock / market in the title. */
export function marketNews(articles: readonly Article[], now: Date): Article[] {
  return articles
    .filter((a) => isToday(a, now) && (a.category === 'investment' || MARKET_TITLE_WORDS.test(a.title)))
    .slice(0, MARKET_NEWS_LIMIT);
}

/** Today's articles when at least 3 exist today, otherwise the 12 newest. Input is newest first. */
export function mustReadStories(articles: readonly Article[], now: Date): Article[] {
  const today = articles.filter((a) => isToday(a, now));
  return today.length >= HIGHLIGHTS_MIN_TODAY ? today : articles.slice(0, HIGHLIGHTS_FALLBACK);
}

/**
 * How strongly a story matches what this readership follows, as a percentage capped at 99. The
 * original showed a random number; ours is the trending score on a 50–99 scale, so it is the
 * same for every reader and explains itself: recent, market-related and investment stories rank higher.
 */
export function matchPercent(article: Article, now: Date): number {
  return Math.min(MAX_MATCH_PERCENT, 50 + Math.round(trendingScore(article, now)));
}

/** Compact age for the highlights: 5m ago, 3h ago, 2d ago. */
export function compactAge(published: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(published).getTime()) / 60_000));
  if (minutes < 60) return `${Math.max(1, minutes)}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
