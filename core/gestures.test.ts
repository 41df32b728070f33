import { describe, expect, it } from 'vitest';
import { isDoubleTap, pullDistance, PULL_MAX_PX, releaseRefreshes, swipeDirection } from './gestures';

describe('pull to refresh', () => {
  it('moves the indicator by the drag divided by 2.5, capped at 1.5 × 80', () => {
    expect(pullDistance(-30)).toBe(0);
    expect(pullDistance(100)).toBe(40);
    expect(pullDistance(200)).toBe(80);
    expect(pullDistance(1000)).toBe(PULL_MAX_PX);
    expect(PULL_MAX_PX).toBe(120);
  });

  it('refreshes on a release at 80 or more', () => {
    expect(releaseRefreshes(79.9)).toBe(false);
    expect(releaseRefreshes(80)).toBe(true);
    expect(releaseRefreshes(pullDistance(199))).toBe(false);
    expect(releaseRefreshes(pullDistance(200))).toBe(true);
  });
});

describe('swipes', () => {
  const start = { x: 200, y: 300, t: 0 };
  it('count past 50 px within 1 s, in the direction of the longer axis', () => {
    expect(swipeDirection(start, { x: 140, y: 310, t: 300 })).toBe('left');
    expect(swipeDirection(start, { x: 260, y: 290, t: 300 })).toBe('right');
    expect(swipeDirection(start, { x: 210, y: 240, t: 300 })).toBe('up');
    expect(swipeDirection(start, { x: 190, y: 370, t: 300 })).toBe('down');
  });
  it('ignore short or slow movements', () => {
    expect(swipeDirection(start, { x: 151, y: 300, t: 300 })).toBeNull();
    expect(swipeDirection(start, { x: 100, y: 300, t: 1001 })).toBeNull();
  });
});

describe('double taps', () => {
  it('are two taps within 300 ms', () => {
    expect(isDoubleTap(null, 1000)).toBe(false);
    expect(isDoubleTap(1000, 1300)).toBe(true);
    expect(isDoubleTap(1000, 1301)).toBe(false);
  });
});
