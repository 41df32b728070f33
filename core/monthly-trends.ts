/**
 * The Trends edition's numbers for one calendar month (New York): stories per category with the
 * change from the month before, the operators and REITs named most often, and the month's
 * calendar. Pure: the server reads the month's stories and the previous month's counts.
 */
import type { Article } from './article';
import { CATEGORIES, categoryLabel, type Category } from './categories';
import { mentionsCompany, TRACKED_COMPANIES, wholeNamesPattern } from './companies';
import { SENIOR_LIVING_OPERATORS } from './operators';
import { JOURNAL_TIME_ZONE } from './time';
import { dateTimeFormat } from './intl';

/** Top stories, and most-mentioned REITs and operators, each edition lists. */
export const TRENDS_TOP_STORIES = 5;
export const TRENDS_MOST_MENTIONED = 5;

/** A calendar month, YYYY-MM. */
export type Month = string;

export interface CategoryTrend {
  category: Category;
  label: string;
  stories: number;
  previous: number;
  /** Whole percent change from the month before; null when that month had none. */
  changePercent: number | null;
}

export interface MentionCount {
  name: string;
  /** The REIT's ticker; null for an operator. */
  symbol: string | null;
  /** Stories of the month that name it. */
  stories: number;
}

export interface MonthlyTrends {
  month: Month;
  /** e.g. "October 2026" */
  monthLabel: string;
  previousMonthLabel: string;
  stories: number;
  previousStories: number;
  changePercent: number | null;
  /** Every category with a story in either month, most stories first. */
  categories: CategoryTrend[];
  reits: MentionCount[];
  operators: MentionCount[];
}

export function monthOfDate(date: string): Month {
  return date.slice(0, 7);
}

export function previousMonth(month: Month): Month {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

export function nextMonth(month: Month): Month {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

const monthLabelFormat = dateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function monthLabel(month: Month): string {
  return monthLabelFormat.format(new Date(`${month}-15T12:00:00Z`));
}

const clockFormat = dateTimeFormat('en-US', {
  timeZone: JOURNAL_TIME_ZONE,
  hourCycle: 'h23',
  hour: 'numeric',
  minute: 'numeric',
});

/**
 * Midnight New York time on the month's first day: where the month's stories begin. Exact on the
 * days the clocks change (November 1, 2026 is one): 5:00 UTC is midnight in winter and 1:00 AM in
 * summer, so the New York clock reading at that instant is what to take off.
 */
export function monthStart(month: Month): Date {
  const fiveUtc = new Date(`${month}-01T05:00:00Z`);
  const parts = Object.fromEntries(clockFormat.formatToParts(fiveUtc).map((p) => [p.type, Number(p.value)]));
  return new Date(fiveUtc.getTime() - ((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) * 60_000);
}

export function percentChange(now: number, before: number): number | null {
  return before === 0 ? null : Math.round(((now - before) / before) * 100);
}

const OPERATOR_PATTERNS = SENIOR_LIVING_OPERATORS.map((operator) => ({
  name: operator.name,
  pattern: wholeNamesPattern(operator.names),
}));

function mostMentioned(counts: MentionCount[]): MentionCount[] {
  return counts
    .filter((c) => c.stories > 0)
    .sort((a, b) => b.stories - a.stories || a.name.localeCompare(b.name))
    .slice(0, TRENDS_MOST_MENTIONED);
}

/**
 * The month's figures from its stories (title and summary are searched for names) and the previous
 * month's story count per category.
 */
export function monthlyTrends(
  month: Month,
  stories: readonly Pick<Article, 'title' | 'summary' | 'category'>[],
  previousCounts: Readonly<Partial<Record<string, number>>>,
): MonthlyTrends {
  const counts = new Map<string, number>();
  for (const story of stories) counts.set(story.category, (counts.get(story.category) ?? 0) + 1);
  const categories = CATEGORIES.map((category) => {
    const count = counts.get(category) ?? 0;
    const previous = previousCounts[category] ?? 0;
    return { category, label: categoryLabel(category), stories: count, previous, changePercent: percentChange(count, previous) };
  })
    .filter((c) => c.stories > 0 || c.previous > 0)
    .sort((a, b) => b.stories - a.stories || b.previous - a.previous);

  const texts = stories.map((story) => `${story.title} ${story.summary}`);
  const reits = TRACKED_COMPANIES.map((company) => ({
    name: company.name,
    symbol: company.symbol,
    stories: texts.filter((text) => mentionsCompany(text, company)).length,
  }));
  const operators = OPERATOR_PATTERNS.map(({ name, pattern }) => ({
    name,
    symbol: null,
    stories: texts.filter((text) => pattern.test(text)).length,
  }));
  const previousStories = Object.values(previousCounts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return {
    month,
    monthLabel: monthLabel(month),
    previousMonthLabel: monthLabel(previousMonth(month)),
    stories: stories.length,
    previousStories,
    changePercent: percentChange(stories.length, previousStories),
    categories,
    reits: mostMentioned(reits),
    operators: mostMentioned(operators),
  };
}
