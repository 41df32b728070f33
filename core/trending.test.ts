import { describe, it, expect } from 'vitest';
import type { Article } from './article';
import {
  HIGHLIGHTS_FALLBACK,
  HIGHLIGHTS_MIN_TODAY,
  HIGHLIGHTS_SHOWN,
  MARKET_NEWS_LIMIT,
  TRENDING_KEYWORDS,
  TRENDING_LIMIT,
  TRENDING_WINDOW_HOURS,
  compactAge,
  isToday,
  keywordHits,
  marketNews,
  matchPercent,
  mustReadStories,
  trendingArticles,
  trendingScore,
} from './trending';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 10:00 in New York (EST, UTC-5) on Monday 23 November 2026. */
const NOW = new Date('2026-11-23T15:00:00.000Z');
const ago = (ms: number, now: Date = NOW) => new Date(now.getTime() - ms).toISOString();

let sequence = 0;
/** A neutral article: no trending keyword, not investment, published at NOW. */
function article(overrides: Partial<Article> = {}): Article {
  sequence += 1;
  const id = overrides.id ?? `article-${sequence}`;
  return {
    id,
    title: 'Community garden opens',
    summary: 'Residents planted tomatoes and herbs.',
    content: '',
    category: 'community',
    source: 'Test Wire',
    url: `https://example.com/${id}`,
    publishedAt: NOW.toISOString(),
    imageUrl: null,
    isFallback: false,
    alsoReportedBy: [],
    ...overrides,
  };
}

const ids = (articles: readonly Article[]) => articles.map((a) => a.id);

describe('constants', () => {
  it('match the spec', () => {
    expect(TRENDING_WINDOW_HOURS).toBe(24);
    expect(TRENDING_LIMIT).toBe(5);
    expect([...TRENDING_KEYWORDS]).toEqual(['investment', 'reit', 'market', 'stock', 'earnings', 'acquisition', 'merger']);
    expect(MARKET_NEWS_LIMIT).toBe(3);
    expect(HIGHLIGHTS_SHOWN).toBe(5);
    expect(HIGHLIGHTS_FALLBACK).toBe(12);
    expect(HIGHLIGHTS_MIN_TODAY).toBe(3);
  });
});

describe('keywordHits', () => {
  it.each([
    ['no keyword', 'Community garden opens', 'Residents planted tomatoes.', 0],
    ['one keyword in the title', 'REIT buys campus', 'A quiet deal.', 1],
    ['one keyword in the summary only', 'Campus sold', 'The buyer is a REIT.', 1],
    ['plural form', 'REITs rally', 'A quiet week.', 1],
    ['singular and plural of one keyword count once', 'REIT and REITs', 'More REITs.', 1],
    ['same keyword in title and summary counts once', 'Market update', 'Markets rose.', 1],
    ['upper case', 'EARNINGS BEAT', '', 1],
    ['several keywords', 'Stock and earnings: REIT merger', '', 4],
    ['plurals of several keywords', 'Investments, acquisitions and mergers', '', 3],
    ['all seven keywords', 'Investment REIT market stock earnings acquisition merger', '', 7],
    ['hyphen is a word boundary', 'Stock-market jitters', '', 2],
    ['keyword inside a longer word does not count', 'Stockholm supermarket reiterates marketplace plans', 'Stockpile.', 0],
  ])('%s → %i', (_label, title, summary, hits) => {
    expect(keywordHits({ title, summary })).toBe(hits);
  });
});

describe('trendingScore', () => {
  it.each([
    ['fresh, no keyword', 0, 'Community garden opens', 'community', 24],
    ['6 h old, no keyword', 6 * HOUR, 'Community garden opens', 'community', 18],
    ['exactly 24 h old, no keyword', DAY, 'Community garden opens', 'community', 0],
    ['30 h old: recency floors at 0', 30 * HOUR, 'Community garden opens', 'community', 0],
    ['fresh, 1 keyword', 0, 'REIT buys campus', 'community', 34],
    ['fresh, plural keyword counts once', 0, 'REITs and REIT peers', 'community', 34],
    ['fresh, 3 keywords', 0, 'REIT stock earnings', 'community', 54],
    ['12 h old, 2 keywords', 12 * HOUR, 'Merger and acquisition', 'senior-living', 32],
    ['90 min old, 1 keyword', 90 * MINUTE, 'Market update', 'community', 32.5],
    ['fresh, investment category, no keyword', 0, 'Community garden opens', 'investment', 39],
    ['fresh, investment category and the keyword investment', 0, 'Investment fund closes', 'investment', 49],
    ['24 h old, investment category, 1 keyword', DAY, 'REIT buys campus', 'investment', 25],
  ] as const)('%s → %d', (_label, age, title, category, score) => {
    expect(trendingScore(article({ title, category, publishedAt: ago(age) }), NOW)).toBe(score);
  });
});

describe('trendingArticles', () => {
  it.each([
    ['published now', 0, true],
    ['1 ms in the future', -1, false],
    ['1 h in the future', -HOUR, false],
    ['23h59m59s old', DAY - SECOND, true],
    ['exactly 24 h old', DAY, true],
    ['24 h + 1 ms old', DAY + 1, false],
    ['24 h + 1 s old', DAY + SECOND, false],
    ['25 h old', 25 * HOUR, false],
  ])('%s → in the window: %s', (_label, age, included) => {
    const candidate = article({ title: 'REIT merger', category: 'investment', publishedAt: ago(age) });
    expect(trendingArticles([candidate], NOW)).toEqual(included ? [candidate] : []);
  });

  it('returns nothing for no articles', () => {
    expect(trendingArticles([], NOW)).toEqual([]);
  });

  it('ranks by score, not by date: an older market story beats a fresh neutral one', () => {
    const fresh = article({ id: 'fresh', publishedAt: ago(0) }); // 24
    const older = article({ id: 'older', title: 'REIT stock rally', publishedAt: ago(8 * HOUR) }); // 16 + 20 = 36
    const investment = article({ id: 'investment', category: 'investment', publishedAt: ago(2 * HOUR) }); // 22 + 15 = 37
    expect(ids(trendingArticles([fresh, older, investment], NOW))).toEqual(['investment', 'older', 'fresh']);
  });

  it('keeps only the top 5 of the window', () => {
    const scored = [
      article({ id: 's24', publishedAt: ago(0) }), // 24
      article({ id: 's20', publishedAt: ago(4 * HOUR) }), // 20
      article({ id: 's44', title: 'Stock and REIT', publishedAt: ago(0) }), // 44
      article({ id: 's4', publishedAt: ago(20 * HOUR) }), // 4
      article({ id: 's39', category: 'investment', publishedAt: ago(0) }), // 39
      article({ id: 's12', publishedAt: ago(12 * HOUR) }), // 12
      article({ id: 's30', title: 'Earnings day', publishedAt: ago(4 * HOUR) }), // 30
      article({ id: 'out', title: 'REIT stock market merger', category: 'investment', publishedAt: ago(DAY + SECOND) }),
    ];
    expect(ids(trendingArticles(scored, NOW))).toEqual(['s44', 's39', 's30', 's24', 's20']);
  });

  it('puts the newest first when scores are equal, whatever the input order', () => {
    const newer = article({ id: 'newer', publishedAt: ago(0) }); // 24 + 0
    const older = article({ id: 'older', title: 'REIT buys campus', publishedAt: ago(10 * HOUR) }); // 14 + 10
    expect(trendingScore(newer, NOW)).toBe(trendingScore(older, NOW));
    expect(ids(trendingArticles([older, newer], NOW))).toEqual(['newer', 'older']);
    expect(ids(trendingArticles([newer, older], NOW))).toEqual(['newer', 'older']);
  });

  it.each([5, 10, 20, 25, 35, 40, 50, 55])(
    'treats equal scores as ties even when hours are not whole (%i min past the hour)',
    (minutes) => {
      // (24 − m/60) + 10 and (24 − (10 + m/60)) + 20 are the same number; floating point must not tell them apart.
      const newer = article({ id: 'newer', title: 'REIT buys campus', publishedAt: ago(minutes * MINUTE) });
      const older = article({ id: 'older', title: 'REIT merger', publishedAt: ago(10 * HOUR + minutes * MINUTE) });
      expect(trendingScore(newer, NOW)).toBe(trendingScore(older, NOW));
      expect(ids(trendingArticles([older, newer], NOW))).toEqual(['newer', 'older']);
    },
  );

  it('keeps the input order for equal scores and equal times', () => {
    const a = article({ id: 'a', publishedAt: ago(HOUR) });
    const b = article({ id: 'b', publishedAt: ago(HOUR) });
    expect(ids(trendingArticles([a, b], NOW))).toEqual(['a', 'b']);
    expect(ids(trendingArticles([b, a], NOW))).toEqual(['b', 'a']);
  });

  it('does not modify its input', () => {
    const input = [article({ id: 'x', publishedAt: ago(5 * HOUR) }), article({ id: 'y', publishedAt: ago(0) })];
    trendingArticles(input, NOW);
    expect(ids(input)).toEqual(['x', 'y']);
  });
});

describe('isToday (calendar day in America/New_York)', () => {
  it.each([
    ['midnight in New York (05:00Z)', '2026-11-23T05:00:00.000Z', true],
    ['one second before New York midnight', '2026-11-23T04:59:59.000Z', false],
    ['04:30Z is still 22 November in New York', '2026-11-23T04:30:00.000Z', false],
    ['now', '2026-11-23T15:00:00.000Z', true],
    ['later today (23:59:59 in New York)', '2026-11-24T04:59:59.000Z', true],
    ['tomorrow in New York', '2026-11-24T05:00:00.000Z', false],
  ])('%s → %s', (_label, publishedAt, today) => {
    expect(isToday({ publishedAt }, NOW)).toBe(today);
  });

  it('uses New York dates when "now" is late evening there but already tomorrow in UTC', () => {
    const now = new Date('2026-11-23T04:30:00.000Z'); // 22 Nov, 23:30 in New York
    expect(isToday({ publishedAt: '2026-11-22T05:00:00.000Z' }, now)).toBe(true); // 22 Nov 00:00 NY
    expect(isToday({ publishedAt: '2026-11-22T04:59:59.000Z' }, now)).toBe(false); // 21 Nov 23:59:59 NY
    expect(isToday({ publishedAt: '2026-11-23T05:00:00.000Z' }, now)).toBe(false); // 23 Nov in New York
  });

  it('follows daylight saving time (UTC−4 in summer)', () => {
    const now = new Date('2026-07-01T03:30:00.000Z'); // 30 Jun, 23:30 EDT
    expect(isToday({ publishedAt: '2026-06-30T04:00:00.000Z' }, now)).toBe(true); // 30 Jun 00:00 EDT
    expect(isToday({ publishedAt: '2026-06-30T03:59:59.000Z' }, now)).toBe(false); // 29 Jun 23:59:59 EDT
  });
});

describe('marketNews', () => {
  it.each([
    ['investment category, neutral title', 'Community garden opens', 'investment', true],
    ['title word REIT', 'REIT buys campus', 'senior-housing', true],
    ['title word REITs', 'REITs rally', 'community', true],
    ['title word stock', 'Operator stock jumps', 'senior-living', true],
    ['title word Stocks', 'Stocks slide', 'technology', true],
    ['title word market', 'Market cools', 'regulations', true],
    ['title word markets', 'Capital markets reopen', 'senior-housing', true],
    ['Stockholm is not stock', 'Stockholm opens care home', 'community', false],
    ['supermarket is not market', 'Supermarket chain opens clinic', 'community', false],
    ['stockpile is not stock', 'Stockpile of masks', 'healthcare', false],
    ['earnings alone does not qualify', 'Earnings beat estimates', 'senior-living', false],
    ['the word investment outside the category does not qualify', 'Investment in staff', 'community', false],
  ] as const)('%s → %s', (_label, title, category, included) => {
    const candidate = article({ title, category, publishedAt: ago(HOUR) });
    expect(marketNews([candidate], NOW)).toEqual(included ? [candidate] : []);
  });

  it('looks only at the title, not the summary', () => {
    const candidate = article({ summary: 'REIT stock market news', publishedAt: ago(HOUR) });
    expect(marketNews([candidate], NOW)).toEqual([]);
  });

  it('keeps only articles from today in New York', () => {
    const today = article({ id: 'today', title: 'REIT news', publishedAt: '2026-11-23T05:00:00.000Z' });
    const yesterday = article({ id: 'yesterday', title: 'REIT news', publishedAt: '2026-11-23T04:59:59.000Z' });
    expect(ids(marketNews([today, yesterday], NOW))).toEqual(['today']);
  });

  it('at 23:30 in New York (04:30Z) counts the New York day, not the UTC day', () => {
    const now = new Date('2026-11-23T04:30:00.000Z');
    const evening = article({ id: 'evening', category: 'investment', publishedAt: '2026-11-23T03:00:00.000Z' }); // 22 Nov 22:00 NY
    const morning = article({ id: 'morning', title: 'Stock rally', publishedAt: '2026-11-22T12:00:00.000Z' }); // 22 Nov 07:00 NY
    const dayBefore = article({ id: 'day-before', category: 'investment', publishedAt: '2026-11-22T04:00:00.000Z' }); // 21 Nov
    expect(ids(marketNews([evening, morning, dayBefore], now))).toEqual(['evening', 'morning']);
  });

  it('just after New York midnight, an hour-old article from the same UTC date is yesterday', () => {
    const now = new Date('2026-11-23T05:30:00.000Z'); // 23 Nov 00:30 NY
    const hourOld = article({ category: 'investment', publishedAt: '2026-11-23T04:30:00.000Z' }); // 22 Nov 23:30 NY
    expect(marketNews([hourOld], now)).toEqual([]);
  });

  it('returns at most 3, in input order', () => {
    const input = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id, i) =>
      article({ id, title: 'Market watch', publishedAt: ago(i * HOUR) }),
    );
    expect(ids(marketNews(input, NOW))).toEqual(['m1', 'm2', 'm3']);
  });

  it('skips non-market articles when filling the 3 places', () => {
    const input = [
      article({ id: 'plain-1', publishedAt: ago(0) }),
      article({ id: 'reit', title: 'REIT deal', publishedAt: ago(HOUR) }),
      article({ id: 'plain-2', publishedAt: ago(2 * HOUR) }),
      article({ id: 'invest', category: 'investment', publishedAt: ago(3 * HOUR) }),
    ];
    expect(ids(marketNews(input, NOW))).toEqual(['reit', 'invest']);
  });
});

describe('mustReadStories', () => {
  /** `todayCount` articles from today, then `olderCount` from previous days, newest first. */
  function feed(todayCount: number, olderCount: number): Article[] {
    const today = Array.from({ length: todayCount }, (_, i) => article({ id: `today-${i}`, publishedAt: ago(i * 30 * MINUTE) }));
    const older = Array.from({ length: olderCount }, (_, i) => article({ id: `old-${i}`, publishedAt: ago((i + 1) * DAY) }));
    return [...today, ...older];
  }

  it('with 2 articles today falls back to the 12 newest', () => {
    const input = feed(2, 13);
    expect(ids(mustReadStories(input, NOW))).toEqual(ids(input.slice(0, 12)));
    expect(mustReadStories(input, NOW)).toHaveLength(12);
  });

  it('with 3 articles today shows exactly those 3', () => {
    expect(ids(mustReadStories(feed(3, 13), NOW))).toEqual(['today-0', 'today-1', 'today-2']);
  });

  it('shows every article of today, even more than 12', () => {
    const stories = mustReadStories(feed(14, 5), NOW);
    expect(stories).toHaveLength(14);
    expect(stories.every((a) => a.id.startsWith('today-'))).toBe(true);
  });

  it.each([
    ['empty', 0, 0, 0],
    ['1 today, 4 older', 1, 4, 5],
    ['0 today, 12 older', 0, 12, 12],
    ['0 today, 13 older', 0, 13, 12],
  ])('fallback: %s → %i stories', (_label, todayCount, olderCount, shown) => {
    expect(mustReadStories(feed(todayCount, olderCount), NOW)).toHaveLength(shown);
  });

  it('decides "today" by the New York calendar day', () => {
    // Three stories from 04:00–04:59Z on 23 Nov are from 22 Nov in New York: not today at 10:00 NY on 23 Nov.
    const lateYesterday = ['2026-11-23T04:59:59.000Z', '2026-11-23T04:30:00.000Z', '2026-11-23T04:00:00.000Z'].map(
      (publishedAt, i) => article({ id: `late-${i}`, publishedAt }),
    );
    const input = [article({ id: 'fresh', publishedAt: ago(0) }), ...lateYesterday];
    expect(ids(mustReadStories(input, NOW))).toEqual(['fresh', 'late-0', 'late-1', 'late-2']);

    const afterMidnight = lateYesterday.map((a, i) => ({
      ...a,
      id: `early-${i}`,
      publishedAt: ago(i * MINUTE, new Date('2026-11-23T05:10:00.000Z')),
    }));
    expect(ids(mustReadStories([...afterMidnight, ...lateYesterday], NOW))).toEqual(['early-0', 'early-1', 'early-2']);
  });
});

describe('matchPercent', () => {
  it.each([
    ['30 h old, no keyword (floor)', 30 * HOUR, 'Community garden opens', 'community', 50],
    ['exactly 24 h old, no keyword', DAY, 'Community garden opens', 'community', 50],
    ['fresh, no keyword', 0, 'Community garden opens', 'community', 74],
    ['24 min old rounds 23.6 up', 24 * MINUTE, 'Community garden opens', 'community', 74],
    ['36 min old rounds 23.4 down', 36 * MINUTE, 'Community garden opens', 'community', 73],
    ['12 h old, 1 keyword', 12 * HOUR, 'REIT buys campus', 'community', 72],
    ['fresh, 2 keywords', 0, 'REIT stock', 'community', 94],
    ['1 h old, 2 keywords', HOUR, 'REIT stock', 'community', 93],
    ['fresh, investment, 1 keyword → 99 exactly', 0, 'REIT note', 'investment', 99],
    ['fresh, 3 keywords (104 capped)', 0, 'REIT stock earnings', 'community', 99],
    [
      'fresh, investment, all keywords (159 capped)',
      0,
      'Investment REIT market stock earnings acquisition merger',
      'investment',
      99,
    ],
    ['old but full of keywords (capped)', 3 * DAY, 'REIT stock earnings merger acquisition', 'investment', 99],
  ] as const)('%s → %i', (_label, age, title, category, percent) => {
    expect(matchPercent(article({ title, category, publishedAt: ago(age) }), NOW)).toBe(percent);
  });

  it('is the same for the same article and time', () => {
    const story = article({ title: 'REIT buys campus', publishedAt: ago(7 * HOUR + 13 * MINUTE) });
    const first = matchPercent(story, NOW);
    for (let i = 0; i < 20; i++) {
      expect(matchPercent({ ...story }, new Date(NOW.getTime()))).toBe(first);
    }
  });

  it('is always a whole number from 50 to 99', () => {
    for (const age of [-2 * HOUR, 0, 17 * MINUTE, 5 * HOUR, DAY, 10 * DAY]) {
      for (const title of ['Community garden opens', 'REIT', 'REIT stock market earnings']) {
        for (const category of ['community', 'investment'] as const) {
          const percent = matchPercent(article({ title, category, publishedAt: ago(age) }), NOW);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(50);
          expect(percent).toBeLessThanOrEqual(99);
        }
      }
    }
  });
});

describe('compactAge', () => {
  it.each([
    ['0 s', 0, '1m ago'],
    ['59 s', 59 * SECOND, '1m ago'],
    ['1 min', MINUTE, '1m ago'],
    ['5 min', 5 * MINUTE, '5m ago'],
    ['59 min', 59 * MINUTE, '59m ago'],
    ['59 min 59.999 s', HOUR - 1, '59m ago'],
    ['60 min', HOUR, '1h ago'],
    ['3 h', 3 * HOUR, '3h ago'],
    ['23 h 59 min', 23 * HOUR + 59 * MINUTE, '23h ago'],
    ['23 h 59 min 59.999 s', DAY - 1, '23h ago'],
    ['24 h', DAY, '1d ago'],
    ['47 h 59 min', 2 * DAY - MINUTE, '1d ago'],
    ['48 h', 2 * DAY, '2d ago'],
    ['30 days', 30 * DAY, '30d ago'],
    ['5 min in the future', -5 * MINUTE, '1m ago'],
  ])('%s → %s', (_label, age, label) => {
    expect(compactAge(ago(age), NOW)).toBe(label);
  });
});
