import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max attempts per window and forgets them after it', () => {
    const limiter = new RateLimiter(2, 1000);
    expect([limiter.take('a', 0), limiter.take('a', 10), limiter.take('a', 20)]).toEqual([true, true, false]);
    expect(limiter.take('b', 20)).toBe(true);
    expect(limiter.take('a', 1011)).toBe(true);
  });
});
