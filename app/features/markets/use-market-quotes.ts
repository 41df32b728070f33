import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { QUOTE_FRESH_MS, type QuotesAnswer } from '~/core/markets';
import { MARKET_MESSAGES } from '~/core/messages';
import { notify } from '~/app/ui/notify';

export type QuotesStatus = 'idle' | 'loading' | 'error';

export interface MarketQuotes {
  /** The latest quotes this page has: the server's snapshot, then each answer of /api/v1/quotes. */
  answer: QuotesAnswer | null;
  status: QuotesStatus;
  /** Asks for quotes now; `byReader` skips the browser cache and toasts a failure. */
  refresh: (byReader?: boolean) => Promise<void>;
}

function isQuotesAnswer(value: unknown): value is QuotesAnswer {
  const answer = value as QuotesAnswer | null;
  return (
    !!answer &&
    Array.isArray(answer.quotes) &&
    answer.quotes.every((q) => typeof q.symbol === 'string' && Number.isFinite(q.price)) &&
    ['live', 'cached', 'fallback'].includes(answer.source) &&
    typeof answer.lastUpdated === 'string'
  );
}

const ageOf = (answer: QuotesAnswer | null) => (answer ? Date.now() - Date.parse(answer.lastUpdated) : Infinity);

/**
 * The market watch's quotes in the browser: the page's snapshot first, then fresh ones from our
 * API when the snapshot is older than 2 minutes or only sample figures, and every 2 minutes while
 * the tab is visible (a background tab asks nothing; it catches up when shown again).
 */
export function useMarketQuotes(snapshot: QuotesAnswer | null): MarketQuotes {
  const [answer, setAnswer] = useState(snapshot);
  const [status, setStatus] = useState<QuotesStatus>('idle');
  const latest = useRef(answer);
  latest.current = answer;

  // A reloaded page (the 5-minute reload) may bring a newer snapshot than ours.
  useEffect(() => {
    if (snapshot && (!latest.current || Date.parse(snapshot.lastUpdated) > Date.parse(latest.current.lastUpdated))) {
      setAnswer(snapshot);
    }
  }, [snapshot]);

  // The quotes feed the whole page (the watch, the summary, the phone's tabs), so their updates are
  // transitions: React renders the page again in slices instead of one long task that blocks a
  // phone's main thread (Lighthouse counted 500 ms of blocking for the refresh after load).
  const refresh = useCallback(async (byReader = false) => {
    // A reader's click shows its spinner (and disables the button) at once.
    if (byReader) setStatus('loading');
    else startTransition(() => setStatus('loading'));
    try {
      const response = await fetch('/api/v1/quotes', {
        headers: { Accept: 'application/json' },
        cache: byReader ? 'no-store' : 'default',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isQuotesAnswer(body)) throw new Error('unexpected answer');
      startTransition(() => {
        setAnswer(body);
        setStatus('idle');
      });
    } catch (error) {
      console.warn('quotes could not be loaded', error);
      startTransition(() => setStatus('error'));
      if (byReader) notify('error', MARKET_MESSAGES.loadFailure);
    }
  }, []);

  useEffect(() => {
    const stale = () => latest.current?.source === 'fallback' || ageOf(latest.current) >= QUOTE_FRESH_MS;
    if (stale()) void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, QUOTE_FRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && stale()) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  return { answer, status, refresh };
}
