import { ArrowDown, RefreshCw } from '~/app/ui/icons';
import { useEffect, useRef, useState } from 'react';
import {
  isDoubleTap,
  pullDistance,
  PULL_THRESHOLD_PX,
  releaseRefreshes,
  swipeDirection,
  type SwipeDirection,
  type TouchPoint,
} from '~/core/gestures';
import { TEXT } from '~/core/messages';
import { cn } from '~/app/ui/cn';

/** Where a swipe may not start: fields, sliders and anything that scrolls sideways. */
const NO_SWIPE = 'input, textarea, select, [role="dialog"], [data-no-swipe]';
const NO_DOUBLE_TAP = 'a, button, input, select, textarea';

export interface MobileGesturesProps {
  /** Resolves when the refresh is over (either way). */
  onRefresh: () => Promise<void>;
  onSwipe: (direction: SwipeDirection) => void;
  /** The top bar: a double tap on it scrolls back to the top. */
  topBarId: string;
}

/**
 * The phone's touch gestures (loaded on phones only): pull-to-refresh at the top of the page with
 * its indicator ('Pull to refresh', 'Release to refresh', 'Refreshing...'), swipes left and right
 * between tabs, and a double tap on the top bar to scroll back up.
 */
export function MobileGestures({ onRefresh, onSwipe, topBarId }: MobileGesturesProps) {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef({ onRefresh, onSwipe, refreshing, distance });
  useEffect(() => {
    latest.current = { onRefresh, onSwipe, refreshing, distance };
  });

  useEffect(() => {
    let start: (TouchPoint & { pull: boolean; swipe: boolean }) | null = null;
    let lastTap: number | null = null;
    const point = (touch: Touch): TouchPoint => ({ x: touch.clientX, y: touch.clientY, t: Date.now() });

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        start = null;
        return;
      }
      const target = event.target instanceof Element ? event.target : null;
      start = {
        ...point(touch),
        pull: window.scrollY <= 0 && !latest.current.refreshing,
        swipe: !target?.closest(NO_SWIPE),
      };
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start?.pull || !touch) return;
      const drag = touch.clientY - start.y;
      if (drag <= 0 || window.scrollY > 0) {
        if (latest.current.distance) setDistance(0);
        return;
      }
      // Our indicator, not the browser's overscroll, follows the finger.
      if (event.cancelable) event.preventDefault();
      setDistance(pullDistance(drag));
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const began = start;
      start = null;
      if (!began || !touch) return;
      const end = point(touch);
      const pulled = latest.current.distance;
      setDistance(0);
      if (began.pull && releaseRefreshes(pulled)) {
        setRefreshing(true);
        void latest.current.onRefresh().finally(() => setRefreshing(false));
        return;
      }
      const direction = began.swipe && pulled === 0 ? swipeDirection(began, end) : null;
      if (direction) {
        latest.current.onSwipe(direction);
        return;
      }
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`#${topBarId}`) && !target.closest(NO_DOUBLE_TAP)) {
        if (isDoubleTap(lastTap, end.t)) {
          lastTap = null;
          window.scrollTo({ top: 0, behavior: 'smooth' });
        } else lastTap = end.t;
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [topBarId]);

  const visible = refreshing || distance > 0;
  const ready = releaseRefreshes(distance);
  return (
    <div
      aria-live="polite"
      className={cn('pointer-events-none fixed inset-x-0 top-14 z-20 flex justify-center md:hidden', !visible && 'invisible')}
      style={{ transform: `translateY(${refreshing ? PULL_THRESHOLD_PX / 2 : distance / 2}px)` }}
    >
      {visible && (
        <p className="flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-medium shadow-md">
          {refreshing ? (
            <RefreshCw className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ArrowDown className={cn('size-4 transition-transform', ready && 'rotate-180')} aria-hidden="true" />
          )}
          {refreshing ? TEXT.refreshing : ready ? TEXT.releaseToRefresh : TEXT.pullToRefresh}
        </p>
      )}
    </div>
  );
}
