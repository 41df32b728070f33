/**
 * Touch gestures of the phone layout, as pure rules: pull-to-refresh (only at the top; distance is
 * the drag divided by 2.5, capped at 1.5 × 80; a release at 80 or more refreshes), swipes (past
 * 50 px within 1 s) and double taps.
 */
export const PULL_THRESHOLD_PX = 80;
export const PULL_RESISTANCE = 2.5;
export const PULL_MAX_PX = 1.5 * PULL_THRESHOLD_PX;

export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_MAX_MS = 1000;

/** The phone layout's double-tap window (the mobile document's 300 ms; decision 0073). */
export const DOUBLE_TAP_MS = 300;

/** How far the indicator moves for a downward drag of `dragPx`. */
export function pullDistance(dragPx: number): number {
  return Math.min(PULL_MAX_PX, Math.max(0, dragPx / PULL_RESISTANCE));
}

/** Whether letting go at this distance refreshes. */
export function releaseRefreshes(distance: number): boolean {
  return distance >= PULL_THRESHOLD_PX;
}

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

export interface TouchPoint {
  x: number;
  y: number;
  /** ms */
  t: number;
}

/** The direction of a swipe (the longer axis), or null when it is too short or too slow. */
export function swipeDirection(start: TouchPoint, end: TouchPoint): SwipeDirection | null {
  if (end.t - start.t > SWIPE_MAX_MS) return null;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_THRESHOLD_PX) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'up' : 'down';
}

/** A tap at `now` completes a double tap when the previous one was within the window. */
export function isDoubleTap(previousTapAt: number | null, now: number): boolean {
  return previousTapAt !== null && now - previousTapAt >= 0 && now - previousTapAt <= DOUBLE_TAP_MS;
}
