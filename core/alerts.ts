/**
 * The phone's Alerts tab: the four alert preferences (kept per browser), the badge on the tab,
 * recent alerts built from the 3 newest articles and the two upcoming items.
 */
import type { Article } from './article';
import { mentionsCompany, TRACKED_COMPANIES } from './companies';

export const ALERT_PREFERENCES_KEY = 'alert-preferences';
/** When the reader last opened the Alerts tab (epoch ms): newer stories count on the badge. */
export const ALERTS_SEEN_KEY = 'alerts-seen-at';

export const ALERT_KINDS = ['breaking', 'market', 'companies', 'weekly'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertPreferences = Record<AlertKind, boolean>;

/** The spec's initial values: breaking on, market off, companies on, weekly off. */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = { breaking: true, market: false, companies: true, weekly: false };

export const ALERT_LABELS: Record<AlertKind, { title: string; description: string }> = {
  breaking: { title: 'Breaking News', description: 'Every new story as it is published' },
  market: { title: 'Market Updates', description: 'Investment and market stories' },
  companies: { title: 'Company News', description: 'Stories naming a tracked REIT' },
  weekly: { title: 'Weekly Summary', description: 'The week in review, every Monday' },
};

export const RECENT_ALERTS = 3;
/** Stories looked at for the badge: enough to tell 9 from more. */
export const BADGE_POOL = 10;
export const BADGE_CAP = 9;
/** A first visit counts the last day's stories. */
const FIRST_VISIT_MS = 24 * 60 * 60 * 1000;

export const UPCOMING_ALERTS = [
  { title: 'Weekly Market Summary', when: 'Monday 9:00 AM' },
  { title: 'Earnings Season Begins Next Week', when: 'Next week' },
] as const;

export function parseAlertPreferences(value: unknown): AlertPreferences {
  const prefs = { ...DEFAULT_ALERT_PREFERENCES };
  if (typeof value !== 'object' || value === null) return prefs;
  for (const kind of ALERT_KINDS) {
    const v = (value as Record<string, unknown>)[kind];
    if (typeof v === 'boolean') prefs[kind] = v;
  }
  return prefs;
}

/** The badge text: nothing at 0, the count up to 9, then 9+. */
export function alertBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

const MARKET_WORDS = /\b(reits?|stocks?|markets?|earnings|acquisitions?|mergers?)\b/i;

export interface AlertStory {
  id: string;
  title: string;
  url: string;
  source: string;
  publishedAt: string;
  /** Which alert kinds the story belongs to (every new story is breaking news). */
  kinds: AlertKind[];
}

export function alertStory(article: Article): AlertStory {
  const text = `${article.title} ${article.summary}`;
  const kinds: AlertKind[] = ['breaking'];
  if (article.category === 'investment' || MARKET_WORDS.test(text)) kinds.push('market');
  if (TRACKED_COMPANIES.some((c) => mentionsCompany(text, c))) kinds.push('companies');
  return {
    id: article.id,
    title: article.title,
    url: article.url,
    source: article.source,
    publishedAt: article.publishedAt,
    kinds,
  };
}

/** The newest stories as alerts (input newest first), enough for the badge and the recent list. */
export function alertStories(articles: readonly Article[]): AlertStory[] {
  return articles.slice(0, BADGE_POOL).map(alertStory);
}

/** Stories the reader asked to be alerted to and has not seen: newer than the last visit to the tab. */
export function unseenAlerts(stories: readonly AlertStory[], prefs: AlertPreferences, seenAt: number | null, now: Date): number {
  const since = seenAt ?? now.getTime() - FIRST_VISIT_MS;
  return stories.filter((s) => Date.parse(s.publishedAt) > since && s.kinds.some((k) => prefs[k])).length;
}
