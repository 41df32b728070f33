import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Re-runs the page's loaders every `ms` while the tab is visible: same URL, same scroll position. */
export function useRevalidateEvery(ms: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, ms);
    return () => window.clearInterval(timer);
  }, [revalidator, ms]);
}
