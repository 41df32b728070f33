// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastJournalDays } from '~/core/analytics';
import { ANALYTICS_TEXT } from '~/core/messages';
import { renderRoute } from '~/tests/support/route-stub';
import AdminAnalytics from './analytics';

vi.mock('./analytics.server', () => ({ loader: vi.fn() }));
afterEach(cleanup);

const days = lastJournalDays(new Date('2026-11-25T15:00:00Z'));
const series = (counts: Record<string, number>) => days.map((day) => ({ day, count: counts[day] ?? 0 }));

const overview = {
  counts: {
    totalSubscribers: 15_204,
    newSubscribers: 312,
    polls: 6,
    activePolls: 2,
    pollResponses: 1_480,
    averageRating: 4.25,
    totalRatings: 88,
    totalPageViews: 120_000,
    recentPageViews: 9_870,
  },
  daily: {
    pageViews: series({ '2026-11-24': 410, '2026-11-25': 95 }),
    newSubscribers: series({ '2026-11-20': 12 }),
    votes: series({}),
  },
  topPages: [
    { path: '/', views: 6_010 },
    { path: '/newsletter', views: 1_204 },
  ],
  embedHosts: [
    { origin: 'https://operator.example', views: 42 },
    { origin: '', views: 3 },
  ],
};

const renderScreen = (data: unknown) =>
  renderRoute([{ path: 'admin/analytics', Component: AdminAnalytics, loader: () => data }], '/admin/analytics');

describe('the admin analytics screen', () => {
  it('shows the eight cards, the average to one decimal out of 5', async () => {
    renderScreen({ ok: true, overview });
    const cards = within(await screen.findByRole('list', { name: 'Key figures' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total subscribers15,204',
      'New subscribers312last 30 days',
      'Polls62 active',
      'Poll responses1,480',
      'Average rating4.3out of 5',
      'Total ratings88',
      'Total page views120,000',
      'Page views9,870last 30 days',
    ]);
  });

  it('names each chart by what it shows, with the numbers in a table', async () => {
    renderScreen({ ok: true, overview });
    const chart = await screen.findByRole('img', {
      name: /^Page views per day: 505 in the last 30 days, most on Nov 24 \(410\)/,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByRole('img', { name: 'Poll votes per day: none in the last 30 days.' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Page views per day, day by day' });
    expect(within(table).getByRole('row', { name: 'Nov 24 410' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Top pages/ })).getByText('/newsletter')).toBeTruthy();
  });

  it("tells the admin with the spec's toast when the figures cannot be read", async () => {
    renderScreen({ ok: false });
    expect(await screen.findByText(ANALYTICS_TEXT.loadFailedTitle)).toBeTruthy();
    expect(screen.getAllByText(ANALYTICS_TEXT.loadFailed).length).toBeGreaterThan(0);
  });

  it('lists the sites the feed is embedded on, an unknown host named as such', async () => {
    renderScreen({ ok: true, overview });
    const table = within(await screen.findByRole('region', { name: /Embedded on/ })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SiteViews', 'https://operator.example42', `${ANALYTICS_TEXT.unknownEmbedHost}3`]);
  });
});
