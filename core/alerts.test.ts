import { testArticle } from './article-fixtures';
import { describe, expect, it } from 'vitest';
import type { Article } from './article';
import {
  alertBadge,
  alertStories,
  DEFAULT_ALERT_PREFERENCES,
  parseAlertPreferences,
  unseenAlerts,
  UPCOMING_ALERTS,
} from './alerts';

const NOW = new Date('2026-11-23T15:00:00Z');
const article = (i: number, patch: Partial<Article> = {}): Article => testArticle(i, NOW, patch);

describe('alerts', () => {
  it('start with breaking on, market off, companies on, weekly off, and read bad storage as those', () => {
    expect(DEFAULT_ALERT_PREFERENCES).toEqual({ breaking: true, market: false, companies: true, weekly: false });
    expect(parseAlertPreferences('nonsense')).toEqual(DEFAULT_ALERT_PREFERENCES);
    expect(parseAlertPreferences({ market: true, weekly: 'yes' })).toEqual({ ...DEFAULT_ALERT_PREFERENCES, market: true });
  });

  it('show the badge from 1, capped as 9+ above 9', () => {
    expect(alertBadge(0)).toBeNull();
    expect(alertBadge(1)).toBe('1');
    expect(alertBadge(9)).toBe('9');
    expect(alertBadge(10)).toBe('9+');
  });

  it('tag stories with the kinds of alert they belong to', () => {
    const [plain, market, company] = alertStories([
      article(1),
      article(2, { category: 'investment' }),
      article(3, { title: 'Welltower lifts guidance' }),
    ]);
    expect(plain!.kinds).toEqual(['breaking']);
    expect(market!.kinds).toEqual(['breaking', 'market']);
    expect(company!.kinds).toEqual(['breaking', 'companies']);
  });

  it('count unseen stories the reader asked for: the last day on a first visit, then since the last look', () => {
    const stories = alertStories([article(1), article(2, { category: 'investment' }), article(30)]);
    expect(unseenAlerts(stories, DEFAULT_ALERT_PREFERENCES, null, NOW)).toBe(2);
    expect(unseenAlerts(stories, DEFAULT_ALERT_PREFERENCES, NOW.getTime() - 90 * 60_000, NOW)).toBe(1);
    const marketOnly = { breaking: false, market: true, companies: false, weekly: false };
    expect(unseenAlerts(stories, marketOnly, null, NOW)).toBe(1);
  });

  it('list the two upcoming items', () => {
    expect(UPCOMING_ALERTS.map((u) => u.title)).toEqual(['Weekly Market Summary', 'Earnings Season Begins Next Week']);
    expect(UPCOMING_ALERTS[0].when).toBe('Monday 9:00 AM');
  });
});
