import { describe, it, expect } from 'vitest';
import {
  ALL_CATEGORIES,
  CATEGORIES,
  FILTER_CATEGORIES,
  HIDDEN_CATEGORY,
  categoryBadgeClasses,
  categoryLabel,
  isCategory,
  isCategoryFilter,
} from './categories';

const GREY = 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100';

describe('CATEGORIES', () => {
  it('holds exactly the seven categories of the spec', () => {
    expect([...CATEGORIES].sort()).toEqual([
      'community',
      'healthcare',
      'investment',
      'regulations',
      'senior-housing',
      'senior-living',
      'technology',
    ]);
  });

  it('hides healthcare from the reader list', () => {
    expect(HIDDEN_CATEGORY).toBe('healthcare');
  });
});

describe('FILTER_CATEGORIES', () => {
  it('is "all" followed by the six categories without healthcare, in display order', () => {
    expect(FILTER_CATEGORIES).toEqual([
      'all',
      'senior-living',
      'senior-housing',
      'community',
      'regulations',
      'investment',
      'technology',
    ]);
    expect(ALL_CATEGORIES).toBe('all');
  });

  it('has no duplicates and never offers healthcare', () => {
    expect(new Set(FILTER_CATEGORIES).size).toBe(FILTER_CATEGORIES.length);
    expect(FILTER_CATEGORIES).not.toContain('healthcare');
  });
});

describe('isCategory / isCategoryFilter', () => {
  it.each<[unknown, boolean, boolean]>([
    ['senior-living', true, true],
    ['senior-housing', true, true],
    ['community', true, true],
    ['regulations', true, true],
    ['investment', true, true],
    ['technology', true, true],
    ['healthcare', true, true],
    ['all', false, true],
    ['All', false, false],
    ['Senior-Living', false, false],
    [' investment', false, false],
    ['senior living', false, false],
    ['business', false, false],
    ['', false, false],
    [null, false, false],
    [undefined, false, false],
    [42, false, false],
    [['investment'], false, false],
  ])('%j → isCategory %s, isCategoryFilter %s', (value, category, filter) => {
    expect(isCategory(value)).toBe(category);
    expect(isCategoryFilter(value)).toBe(filter);
  });
});

describe('categoryLabel', () => {
  it.each([
    ['all', 'All News'],
    ['senior-living', 'Senior Living'],
    ['senior-housing', 'Senior Housing'],
    ['community', 'Community'],
    ['regulations', 'Regulations'],
    ['investment', 'Investment'],
    ['technology', 'Technology'],
    ['healthcare', 'Healthcare'],
  ])('%s → %s', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });

  it('shows an unknown category as given', () => {
    expect(categoryLabel('market-watch')).toBe('market-watch');
  });
});

describe('categoryBadgeClasses', () => {
  it.each([
    ['senior-living', 'bg-sage-100 text-sage-900 dark:bg-sage-900 dark:text-sage-100'],
    ['senior-housing', 'bg-tan-100 text-brown-900 dark:bg-brown-800 dark:text-tan-100'],
    ['community', 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100'],
    ['regulations', 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'],
    ['investment', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'],
    ['technology', 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100'],
    ['healthcare', 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100'],
  ])('%s has its own colours', (category, classes) => {
    expect(categoryBadgeClasses(category)).toBe(classes);
  });

  it('gives every category a distinct, non-grey badge with light and dark colours', () => {
    const badges = CATEGORIES.map(categoryBadgeClasses);
    expect(new Set(badges).size).toBe(CATEGORIES.length);
    for (const badge of badges) {
      expect(badge).not.toBe(GREY);
      expect(badge).toMatch(/(^| )bg-\S+/);
      expect(badge).toMatch(/(^| )text-\S+/);
      expect(badge).toMatch(/dark:bg-\S+/);
      expect(badge).toMatch(/dark:text-\S+/);
    }
  });

  it.each(['market-watch', '', 'all', 'Investment', 'HEALTHCARE'])('%j falls back to grey', (category) => {
    expect(categoryBadgeClasses(category)).toBe(GREY);
  });
});
