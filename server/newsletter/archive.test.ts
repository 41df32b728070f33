import { describe, expect, it } from 'vitest';
import type { EditionContent } from '~/core/newsletter';
import { editionSections } from './archive';

const story = (n: number) => ({
  title: `Story ${n}`,
  summary: `Summary ${n}`,
  source: 'Senior Housing News',
  url: `https://news.example/${n}`,
  category: 'investment',
});
const base: EditionContent = {
  editionDate: '2026-11-02',
  dateLabel: 'Monday, November 2, 2026',
  insights: [story(1), story(2)],
  pressReleases: [],
  siteUrl: 'https://journal.test',
};

describe('editionSections: what the web page of each kind shows', () => {
  it('a breaking story unnumbered, under the note naming its outlets', () => {
    const [stories, ...rest] = editionSections(
      {
        ...base,
        kind: 'breaking',
        insights: [story(1)],
        breaking: { reason: 'outlets', outlets: ['A', 'B', 'C'], storyUrls: [] },
      },
      'breaking',
    );
    expect(rest).toEqual([]);
    expect(stories).toMatchObject({ heading: 'Breaking News', numbered: false, lead: 'Reported by 3 outlets: A, B, C' });
  });

  it('the weekly’s REIT moves after its stories, with the e-mail’s figures', () => {
    const sections = editionSections(
      { ...base, kind: 'weekly', marketWeek: [{ symbol: 'WELL', name: 'Welltower Inc.', close: 156, changePercent: 2.5 }] },
      'weekly',
    );
    expect(sections.map((s) => s.id)).toEqual(['stories', 'market-week']);
    expect(sections[1]!.rows).toEqual([{ label: 'Welltower Inc. (WELL)', figures: ['$156.00', '+2.50%'] }]);
  });

  it('the trends’ tables first, the month’s total under the first, then the top stories', () => {
    const sections = editionSections(
      {
        ...base,
        kind: 'trends',
        trends: {
          month: '2026-10',
          monthLabel: 'October 2026',
          previousMonthLabel: 'September 2026',
          stories: 12,
          previousStories: 10,
          changePercent: 20,
          categories: [{ category: 'investment', label: 'Investment', stories: 12, previous: 10, changePercent: 20 }],
          reits: [],
          operators: [{ name: 'Brookdale Senior Living', symbol: null, stories: 1 }],
        },
      },
      'trends',
    );
    expect(sections.map((s) => s.id)).toEqual(['categories', 'operators', 'stories']);
    expect(sections[0]).toMatchObject({
      lead: '12 stories in October 2026 (+20% on September 2026)',
      rows: [{ label: 'Investment', figures: ['12', '+20% on September 2026'] }],
    });
    expect(sections[1]!.rows).toEqual([{ label: 'Brookdale Senior Living', figures: ['1 story'] }]);
    expect(sections[2]).toMatchObject({ heading: "The Month's 2 Top Stories", numbered: true });
  });
});
