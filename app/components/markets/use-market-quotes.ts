import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { QUOTE_FRESH_MS, type QuotesAnswer } from '~/core/markets';
import { MARKET_MESSAGES } from '~/core/messages';
import { notify } from '~/app/ui/notify';

export type QuotesStatus = 'idle' | 'loading' | 'error';

export interface MarketQuotes {
  /** The newest quotes this page has: the server's snapshot or an answer of /api/v1/quotes. */
  answer: QuotesAnswer | null;
  /** `answer` unless the last request failed: what the summaries show (null: no figures). */
  shown: QuotesAnswer | null;
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

/** The later of two answers (a reloaded page's snapshot may be newer than what the browser fetched). */
function newest(a: QuotesAnswer | null, b: QuotesAnswer | null): QuotesAnswer | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.lastUpdated) > Date.parse(a.lastUpdated) ? b : a;
}

/*
 * What this browser fetched, in one store for the page. Only the parts that show quotes (the market
 * watch, the summary, the phone's panels) subscribe, so a refresh renders those and not the whole
 * home page. The server never fills it: there each part shows the snapshot of its page.
 */
interface Fetched {
  answer: QuotesAnswer | null;
  status: QuotesStatus;
}
const NOTHING_FETCHED: Fetched = { answer: null, status: 'idle' };
let fetched = NOTHING_FETCHED;
const listeners = new Set<() => void>();

function update(next: Partial<Fetched>) {
  fetched = { ...fetched, ...next };
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const current = () => fetched;
const onServer = () => NOTHING_FETCHED;

async function refreshQuotes(byReader = false): Promise<void> {
  update({ status: 'loading' });
  try {
    const response = await fetch('/api/v1/quotes', {
      headers: { Accept: 'application/json' },
      cache: byReader ? 'no-store' : 'default',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isQuotesAnswer(body)) throw new Error('unexpected answer');
    update({ answer: newest(fetched.answer, body), status: 'idle' });
  } catch (error) {
    console.warn('quotes could not be loaded', error);
    update({ status: 'error' });
    if (byReader) notify('error', MARKET_MESSAGES.loadFailure);
  }
}

/** The quotes for a part that shows them: the page's snapshot until the browser has newer ones. */
export function useMarketQuotes(snapshot: QuotesAnswer | null): MarketQuotes {
  const { answer: fetchedAnswer, status } = useSyncExternalStore(subscribe, current, onServer);
  const answer = newest(snapshot, fetchedAnswer);
  return useMemo(() => ({ answer, shown: status === 'error' ? null : answer, status, refresh: refreshQuotes }), [answer, status]);
}

/**
 * Keeps the page's quotes fresh: fetched at once when the snapshot is older than 2 minutes or only
 * sample figures, and every 2 minutes while the tab is visible (a background tab asks nothing; it
 * catches up when shown again). The page calls it once; it renders nothing itself. `updates` is the
 * server's word that it has a quote provider: without one, it would only answer the same figures
 * again, so nothing is asked (a reader's Refresh still asks).
 */
export function useQuotePolling(snapshot: QuotesAnswer | null, updates: boolean): void {
  useEffect(() => {
    if (!updates) return;
    const stale = () => {
      const answer = newest(snapshot, fetched.answer);
      return answer?.source === 'fallback' || ageOf(answer) >= QUOTE_FRESH_MS;
    };
    if (stale()) void refreshQuotes();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshQuotes();
    }, QUOTE_FRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && stale()) void refreshQuotes();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [snapshot, updates]);
}
