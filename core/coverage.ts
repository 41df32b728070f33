/**
 * What the phone's Companies and Analytics tabs say, computed from the stored articles (never
 * sample figures): how often each tracked company is in the news and its latest story, and the
 * news activity of the window. Quotes (average change, gainers, losers) come with the markets work.
 */
import type { Article } from './article';
import { categoryLabel, type Category } from './categories';
import { mentionsCompany, TRACKED_COMPANIES, type TrackedCompany } from './companies';
import { startOfJournalDay } from './date-range';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const TOP_CATEGORIES = 5;

export interface StorySummary {
  id: string;
  title: string;
  url: string;
  source: string;
  publishedAt: string;
}

export interface CompanyCoverage {
  symbol: string;
  companyName: string;
  /** Stories among the articles looked at that name the company. */
  mentions: number;
  /** The newest stories that name it, newest first (at most COMPANY_STORIES). */
  stories: StorySummary[];
}

export const COMPANY_STORIES = 3;

export interface NewsAnalytics {
  /** How many of the newest stories the figures below were computed from. */
  sample: number;
  today: number;
  thisWeek: number;
  /** Stories in the 30-day window (all categories shown to readers). */
  total: number;
  companiesTracked: number;
  topCategories: { category: Category; label: string; count: number }[];
  topSource: { source: string; count: number } | null;
  insights: string[];
}

export interface Coverage {
  companies: CompanyCoverage[];
  analytics: NewsAnalytics;
}

const summary = (a: Article): StorySummary => ({
  id: a.id,
  title: a.title,
  url: a.url,
  source: a.source,
  publishedAt: a.publishedAt,
});

/** Companies by mentions (most first; the spec's order on a tie). `articles` is newest first. */
export function companyCoverage(
  articles: readonly Article[],
  companies: readonly TrackedCompany[] = TRACKED_COMPANIES,
): CompanyCoverage[] {
  return companies
    .map((company) => {
      const stories = articles.filter((a) => mentionsCompany(`${a.title} ${a.summary}`, company));
      return {
        symbol: company.symbol,
        companyName: company.name,
        mentions: stories.length,
        stories: stories.slice(0, COMPANY_STORIES).map(summary),
      };
    })
    .sort((a, b) => b.mentions - a.mentions);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * News activity: today (New York day) and this week among the newest `articles`, the window's total
 * and category counts (`counts`), the busiest source, and key insight lines built from these.
 */
export function newsAnalytics(
  articles: readonly Article[],
  counts: Partial<Record<Category, number>>,
  total: number,
  now: Date,
  companies: readonly CompanyCoverage[] = [],
): NewsAnalytics {
  const dayStart = startOfJournalDay(now).getTime();
  const today = articles.filter((a) => Date.parse(a.publishedAt) >= dayStart).length;
  const thisWeek = articles.filter((a) => now.getTime() - Date.parse(a.publishedAt) <= WEEK_MS).length;
  const topCategories = (Object.entries(counts) as [Category, number][])
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP_CATEGORIES)
    .map(([category, count]) => ({ category, label: categoryLabel(category), count }));
  const bySource = new Map<string, number>();
  for (const a of articles) if (a.source) bySource.set(a.source, (bySource.get(a.source) ?? 0) + 1);
  const [source, sourceCount] = [...bySource].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0] ?? [];
  const topSource = source ? { source, count: sourceCount! } : null;

  const insights: string[] = [];
  const lead = topCategories[0];
  if (lead && total > 0)
    insights.push(
      `${lead.label} leads coverage with ${plural(lead.count, 'story', 'stories')} (${Math.round((lead.count / total) * 100)}% of the last 30 days).`,
    );
  insights.push(`${plural(today, 'story', 'stories')} published today, ${thisWeek} in the past week.`);
  if (topSource)
    insights.push(`Most active source: ${topSource.source}, with ${topSource.count} of the latest ${articles.length} stories.`);
  const mentioned = companies.filter((c) => c.mentions > 0);
  if (mentioned[0])
    insights.push(
      `${mentioned[0].companyName} (${mentioned[0].symbol}) is the most mentioned tracked company: ${plural(mentioned[0].mentions, 'story', 'stories')}.`,
    );
  else insights.push('None of the tracked companies is named in the latest stories.');

  return {
    sample: articles.length,
    today,
    thisWeek,
    total,
    companiesTracked: TRACKED_COMPANIES.length,
    topCategories,
    topSource,
    insights,
  };
}

export function coverage(
  articles: readonly Article[],
  counts: Partial<Record<Category, number>>,
  total: number,
  now: Date,
): Coverage {
  const companies = companyCoverage(articles);
  return { companies, analytics: newsAnalytics(articles, counts, total, now, companies) };
}
