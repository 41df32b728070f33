import { describe, it, expect } from 'vitest';
import {
  ALL_CATEGORIES,
  CATEGORIES,
  FILTER_CATEGORIES,
  HIDDEN_CATEGORY,
  categoryLabel,
  isCategory,
  isCategoryFilter,
} from './categories';

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
