import { describe, expect, it } from 'vitest';
import { testArticle } from './article-fixtures';
import {
  BREAKING_INVESTMENT_SCORE,
  breakingReason,
  breakingWindowStart,
  isBreakingQuietHours,
  outletsOf,
  pickBreakingStory,
  storyUrls,
} from './breaking-news';
import { trendingScore } from './trending';

// Tuesday 2026-11-24, 2:00 PM in New York (EST, UTC−5).
const AFTERNOON = new Date('2026-11-24T19:00:00Z');

const carriedBy = (...sources: string[]) => sources.map((source, i) => ({ source, url: `https://outlet${i}.example/story` }));

describe('the quiet hours', () => {
  it.each([
    ['2026-11-25T01:59:00Z', false], // 8:59 PM
    ['2026-11-25T02:00:00Z', true], // 9:00 PM
    ['2026-11-25T07:00:00Z', true], // 2:00 AM
    ['2026-11-25T10:59:00Z', true], // 5:59 AM
    ['2026-11-25T11:00:00Z', false], // 6:00 AM
    ['2026-07-01T01:00:00Z', true], // 9:00 PM in summer (EDT, UTC−4)
    ['2026-07-01T10:00:00Z', false], // 6:00 AM in summer
  ])('at %s quiet is %s', (instant, quiet) => {
    expect(isBreakingQuietHours(new Date(instant))).toBe(quiet);
  });
});

describe('the window a breaking story must be in', () => {
  it('is the last six hours by day', () => {
    expect(breakingWindowStart(AFTERNOON).toISOString()).toBe('2026-11-24T13:00:00.000Z');
  });

  it('reaches back to six hours before the quiet hours in the morning, so a story held overnight goes out', () => {
    // 7:00 AM: the quiet hours began at 9 PM the day before; six hours before that is 3 PM.
    expect(breakingWindowStart(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-11-23T20:00:00.000Z');
    // From noon the held story is no longer news.
    expect(breakingWindowStart(new Date('2026-11-24T17:00:00Z')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
  });
});

describe('what is breaking', () => {
  it('counts distinct outlets, the first report’s included, case-blind', () => {
    const story = testArticle(1, AFTERNOON, {
      source: 'Senior Housing News',
      alsoReportedBy: carriedBy('McKnight’s', 'senior housing news'),
    });
    expect(outletsOf(story)).toEqual(['Senior Housing News', 'McKnight’s']);
    expect(storyUrls(story)).toEqual(['https://example.org/1', 'https://outlet0.example/story', 'https://outlet1.example/story']);
  });

  it('is a story carried by three outlets within six hours', () => {
    const three = testArticle(5, AFTERNOON, { alsoReportedBy: carriedBy('McKnight’s', 'Skilled Nursing News') });
    expect(breakingReason(three, AFTERNOON)).toBe('outlets');
    expect(breakingReason({ ...three, alsoReportedBy: carriedBy('McKnight’s') }, AFTERNOON)).toBeNull();
    // Seven hours old: no longer breaking, however many carried it.
    expect(breakingReason(testArticle(7, AFTERNOON, { alsoReportedBy: carriedBy('A', 'B', 'C') }), AFTERNOON)).toBeNull();
  });

  it('is an investment story at the documented score: three market keywords, not two', () => {
    const three = testArticle(5, AFTERNOON, { category: 'investment', title: 'REIT completes acquisition as market rallies' });
    const two = testArticle(0, AFTERNOON, { category: 'investment', title: 'REIT completes acquisition' });
    expect(trendingScore(three, AFTERNOON)).toBeGreaterThanOrEqual(BREAKING_INVESTMENT_SCORE);
    expect(trendingScore(two, AFTERNOON)).toBeLessThan(BREAKING_INVESTMENT_SCORE);
    expect(breakingReason(three, AFTERNOON)).toBe('investment');
    expect(breakingReason(two, AFTERNOON)).toBeNull();
    // The same words in another category are not an investment story.
    expect(breakingReason({ ...three, category: 'senior-living' }, AFTERNOON)).toBeNull();
  });

  it('is never a fallback article or a story from the future', () => {
    const busy = { alsoReportedBy: carriedBy('A', 'B', 'C') };
    expect(breakingReason(testArticle(1, AFTERNOON, { ...busy, isFallback: true }), AFTERNOON)).toBeNull();
    expect(breakingReason(testArticle(-1, AFTERNOON, busy), AFTERNOON)).toBeNull();
  });
});

describe('pickBreakingStory', () => {
  const wide = testArticle(2, AFTERNOON, { id: 'wide', alsoReportedBy: carriedBy('A', 'B', 'C') });
  const narrow = testArticle(1, AFTERNOON, { id: 'narrow', alsoReportedBy: carriedBy('A', 'B') });
  const quiet = testArticle(0, AFTERNOON, { id: 'quiet' });

  it('takes the story carried by the most outlets', () => {
    expect(pickBreakingStory([quiet, narrow, wide], AFTERNOON, new Set())?.article.id).toBe('wide');
  });

  it('never takes a story already mailed, by any of its addresses', () => {
    expect(pickBreakingStory([narrow, wide], AFTERNOON, new Set(['https://outlet2.example/story']))?.article.id).toBe('narrow');
    expect(pickBreakingStory([narrow, wide], AFTERNOON, new Set([wide.url, narrow.url]))).toBeNull();
  });

  it('is null on a quiet news day', () => {
    expect(pickBreakingStory([quiet], AFTERNOON, new Set())).toBeNull();
  });
});
