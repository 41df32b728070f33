// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coverage } from '~/core/coverage';
import { sampleQuotes } from '~/core/markets';
import { MARKET_TEXT, TEXT } from '~/core/messages';
import { parseReaderQuery } from '~/app/features/news/reader-query';
import { ErrorBoundary as RootErrorBoundary } from '~/app/root';
import { renderRoute } from '~/tests/support/route-stub';
import Home from './home';

vi.mock('./home.server', () => ({ loader: vi.fn() }));
vi.mock('~/app/root.server', () => ({ loader: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EMPTY_JOURNAL = {
  articles: [],
  total: 0,
  isFallback: false,
  counts: {},
  query: parseReaderQuery(new URLSearchParams()),
  now: '2026-11-23T12:00:00.000Z',
  trending: [],
  market: [],
  mustRead: [],
  siteUrl: 'http://localhost:3000',
  keywords: [],
  coverage: coverage([], {}, 0, new Date('2026-11-23T12:00:00.000Z')),
  alerts: [],
  markets: {
    quotes: { quotes: sampleQuotes(), source: 'fallback' as const, lastUpdated: '2026-11-23T12:00:00.000Z' },
    history: null,
    updates: true,
  },
  sources: [],
  mutedFeeds: [],
  offline: false,
};

describe('the home page', () => {
  it('shows the empty-list state when no article matches', async () => {
    // The market watch asks for fresh quotes; here they never come.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    renderRoute([{ index: true, Component: Home, loader: () => EMPTY_JOURNAL }], '/');
    expect(await screen.findByText(TEXT.noArticles)).toBeTruthy();
    expect(screen.getByText(TEXT.noArticlesHint)).toBeTruthy();
    expect(screen.getByText('0 articles from the last 30 days')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load More/i })).toBeNull();
    // The newsletter blocks stay available on an empty day (their code arrives after the page's).
    expect(await screen.findByRole('button', { name: 'Subscribe Free' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeTruthy();
  });

  it('labels sample quotes as sample data, and shows the watch’s error with Try Again when our API fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute([{ index: true, Component: Home, loader: () => EMPTY_JOURNAL }], '/');
    const watch = await screen.findByRole('region', { name: 'Real-Time Market Watch' });
    // The sample figures first (the server's snapshot), then the failed request for fresh ones.
    expect(screen.getAllByText(MARKET_TEXT.sampleBadge).length).toBeGreaterThan(0);
    // The watch is an island: its request starts when its part has loaded, which on a busy machine
    // can come after the region is on screen. Answer only the request that was made.
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await act(async () => answer(new Response('{}', { status: 503 })));
    expect(await screen.findByText(MARKET_TEXT.watchError)).toBeTruthy();
    expect(watch.querySelector('[role="alert"] button')?.textContent).toBe(TEXT.tryAgain);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/v1/quotes', expect.anything());
  });

  it('asks for no quotes when the server has no quote provider: they would be the same figures', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const journal = { ...EMPTY_JOURNAL, markets: { ...EMPTY_JOURNAL.markets, updates: false } };
    renderRoute([{ index: true, Component: Home, loader: () => journal }], '/');
    await screen.findByRole('region', { name: 'Real-Time Market Watch' });
    // The page's polling starts as it mounts; with a provider, sample figures are asked for at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(globalThis.fetch).not.toHaveBeenCalledWith('/api/v1/quotes', expect.anything());
  });

  it('shows the spec’s News Loading Error panel with Try Again when its data cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(
      [
        {
          index: true,
          Component: Home,
          loader: () => {
            throw new Error('database unreachable');
          },
        },
      ],
      '/',
      { RootErrorBoundary },
    );
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain(TEXT.newsLoadingError);
    expect(screen.getByRole('button', { name: TEXT.tryAgain })).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXT.returnHome }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('database unreachable')).toBeNull();
  });

  it('says Refreshing... and disables Refresh only while a refresh the reader asked for runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute([{ index: true, Component: Home, loader: () => EMPTY_JOURNAL }], '/');
    const button = await screen.findByRole('button', { name: TEXT.refresh });
    expect(screen.queryByText(TEXT.refreshing)).toBeNull();
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: TEXT.refreshing });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(new Response('{}', { status: 200 })));
    expect(await screen.findByRole('button', { name: TEXT.refresh })).toBeTruthy();
    expect(screen.queryByText(TEXT.refreshing)).toBeNull();
  });
});
