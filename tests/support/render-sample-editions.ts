/**
 * Test support, not shipped: renders one edition of each kind from fixed sample content through the
 * real templates and prints { kind: html } as JSON, so the browser tests can show each kind as a mail
 * client would and screenshot it (tests/e2e/newsletter.spec.ts). The samples are test fixtures.
 */
import type { EditionContent, EditionKind } from '~/core/newsletter';
import { renderEdition } from '~/server/newsletter/templates/render';

const SITE = 'https://seniorhousingjournal.example';

const story = (n: number, title: string, category: string, source: string) => ({
  title,
  summary: `What happened and why it matters to operators and investors (sample ${n}).`,
  source,
  url: `${SITE}/sample-${n}`,
  category,
});

const base = {
  editionDate: '2026-11-02',
  pressReleases: [],
  siteUrl: SITE,
  insights: [
    story(1, 'Welltower agrees to buy 40 communities for $1.2 billion', 'investment', 'Senior Housing News'),
    story(2, 'CMS delays the staffing rule for a year', 'regulations', 'McKnight’s Senior Living'),
    story(3, 'Brookdale occupancy climbs to 81%', 'senior-living', 'Senior Housing News'),
  ],
};

export const SAMPLE_EDITIONS: Record<Exclude<EditionKind, 'daily'>, EditionContent> = {
  weekly: {
    ...base,
    kind: 'weekly',
    dateLabel: 'The week to Monday, November 2, 2026',
    marketWeek: [
      { symbol: 'WELL', name: 'Welltower Inc.', close: 156.12, changePercent: 2.41 },
      { symbol: 'VTR', name: 'Ventas Inc.', close: 64.3, changePercent: -0.82 },
    ],
  },
  breaking: {
    ...base,
    kind: 'breaking',
    dateLabel: 'Monday, November 2, 2026',
    insights: base.insights.slice(0, 1),
    breaking: {
      reason: 'outlets',
      outlets: ['Senior Housing News', 'McKnight’s Senior Living', 'Bisnow'],
      storyUrls: [`${SITE}/sample-1`],
    },
  },
  trends: {
    ...base,
    kind: 'trends',
    dateLabel: 'October 2026 in numbers',
    trends: {
      month: '2026-10',
      monthLabel: 'October 2026',
      previousMonthLabel: 'September 2026',
      stories: 412,
      previousStories: 380,
      changePercent: 8,
      categories: [
        { category: 'investment', label: 'Investment', stories: 131, previous: 102, changePercent: 28 },
        { category: 'senior-living', label: 'Senior Living', stories: 118, previous: 121, changePercent: -2 },
        { category: 'regulations', label: 'Regulations', stories: 64, previous: 0, changePercent: null },
      ],
      reits: [
        { name: 'Welltower Inc.', symbol: 'WELL', stories: 38 },
        { name: 'Ventas Inc.', symbol: 'VTR', stories: 21 },
      ],
      operators: [
        { name: 'Brookdale Senior Living', symbol: null, stories: 17 },
        { name: 'Atria Senior Living', symbol: null, stories: 9 },
      ],
    },
  },
};

const links = {
  unsubscribeUrl: `${SITE}/newsletter/unsubscribe?token=t`,
  preferencesUrl: `${SITE}/newsletter/preferences?token=t`,
};
const rendered: Record<string, string> = {};
for (const [kind, content] of Object.entries(SAMPLE_EDITIONS)) rendered[kind] = (await renderEdition(content, links)).html;
process.stdout.write(JSON.stringify(rendered));
