import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_CHARS, formatAverageRating, NO_RATINGS, oneDecimal, ratingDistribution, starLabel } from './ratings';
import { ratingSubmissionSchema } from './rating-input';

describe('rating distribution', () => {
  it('lists 5 stars down to 1, each with its share to one decimal', () => {
    const rows = ratingDistribution({ averageRating: 3.5, totalRatings: 6, counts: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 2 } });
    expect(rows).toEqual([
      { stars: 5, count: 2, percentage: 33.3 },
      { stars: 4, count: 2, percentage: 33.3 },
      { stars: 3, count: 1, percentage: 16.7 },
      { stars: 2, count: 0, percentage: 0 },
      { stars: 1, count: 1, percentage: 16.7 },
    ]);
  });

  it('shows 0% for every row when no one has rated', () => {
    expect(ratingDistribution(NO_RATINGS).map((row) => row.percentage)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('average rating', () => {
  it('is shown with one decimal, rounding half up', () => {
    expect(formatAverageRating(4.25)).toBe('4.3');
    expect(formatAverageRating(4)).toBe('4.0');
    expect(formatAverageRating(3.04)).toBe('3.0');
  });

  it('reads 0.0 before the first rating', () => {
    expect(formatAverageRating(null)).toBe('0.0');
  });

  it('rounds halves up where floating point would round them down (12.25 → 12.3)', () => {
    expect(oneDecimal(12.25)).toBe(12.3);
    expect(oneDecimal(0.05)).toBe(0.1);
  });
});

describe('rating submission', () => {
  it('takes 1 to 5 stars with optional feedback, trimmed, blank as none', () => {
    expect(ratingSubmissionSchema.parse({ rating: 5, feedback: '  Great market coverage  ' })).toMatchObject({
      rating: 5,
      feedback: 'Great market coverage',
    });
    expect(ratingSubmissionSchema.parse({ rating: 1, feedback: '   ' }).feedback).toBeNull();
    expect(ratingSubmissionSchema.parse({ rating: 3 }).feedback).toBeNull();
  });

  it('refuses 0, 6, fractions, text and over-long feedback, naming the field', () => {
    for (const rating of [0, 6, 4.5, '5']) {
      expect(ratingSubmissionSchema.safeParse({ rating }).error?.issues[0]?.path).toEqual(['rating']);
    }
    const long = ratingSubmissionSchema.safeParse({ rating: 4, feedback: 'x'.repeat(FEEDBACK_MAX_CHARS + 1) });
    expect(long.error?.issues[0]?.path).toEqual(['feedback']);
  });

  it('names each star choice for screen readers', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
  });
});
