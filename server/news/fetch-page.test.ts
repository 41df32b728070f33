/**
 * Fetching a press release page from the local feed server on 127.0.0.1 (its /press/ routes): the
 * operator's allow-private switch lets the pinned fetch reach it, exactly as the admin screen's
 * integration tests and the browser tests do; without it every hop to a private machine is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '~/tests/support/feed-server';
import { fetchPage, PAGE_FETCH_LIMITS } from './fetch-page';
import { pinnedFetch, type HttpFetch } from './pinned-fetch';

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

const LIMITS = { ...PAGE_FETCH_LIMITS, timeoutMs: 2_000 };
const intranet = pinnedFetch({ allowPrivate: true });

describe('fetchPage', () => {
  it('fetches an HTML page, following a redirect; the address after redirects is the page’s', async () => {
    const outcome = await fetchPage(server.url('/press/moved'), intranet, LIMITS);
    expect(outcome).toMatchObject({ ok: true, url: server.url('/press/prnewswire.html') });
    expect(outcome.ok && outcome.html).toContain('<meta property="og:site_name" content="PR Newswire">');
  });

  it('decodes a page by its <meta charset> when the header names none', async () => {
    const outcome = await fetchPage(server.url('/press/globenewswire.html'), intranet, LIMITS);
    expect(outcome.ok && outcome.html).toContain('Sonida’s CEO said … “the balance sheet is stronger.”');
  });

  it('reads a gzip-compressed page', async () => {
    const outcome = await fetchPage(server.url('/press/gzip.html'), intranet, LIMITS);
    expect(outcome.ok && outcome.html).toContain('Brookdale Senior Living Reports November 2026 Occupancy');
  });

  it('refuses what is not a web page without reading it', async () => {
    expect(await fetchPage(server.url('/press/release.pdf'), intranet, LIMITS)).toEqual({
      ok: false,
      error: 'Refused: the address gives application/pdf, not a web page (HTML)',
    });
  });

  it('refuses a page past the size cap, counting the streamed bytes', async () => {
    expect(await fetchPage(server.url('/press/huge.html'), intranet, LIMITS)).toEqual({
      ok: false,
      error: 'Refused: the page is larger than 2 MB',
    });
  });

  it('gives up on a page that does not answer in time', async () => {
    const started = Date.now();
    expect(await fetchPage(server.url('/press/slow.html'), intranet, { ...LIMITS, timeoutMs: 300 })).toEqual({
      ok: false,
      error: 'The page did not answer within 0.3 seconds',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('says what the server answered', async () => {
    expect(await fetchPage(server.url('/404'), intranet, LIMITS)).toEqual({
      ok: false,
      error: "The page's server answered HTTP 404",
    });
  });

  it('refuses the loopback server itself without the operator’s switch, without a request reaching it', async () => {
    const before = server.hits('/press/prnewswire.html');
    expect(await fetchPage(server.url('/press/prnewswire.html'), pinnedFetch(), LIMITS)).toEqual({
      ok: false,
      error:
        'Refused: 127.0.0.1 is a private or loopback address (127.0.0.1); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true to allow it',
    });
    expect(server.hits('/press/prnewswire.html')).toBe(before);
  });

  it('refuses a redirect from a public page to the metadata service, at that hop', async () => {
    // The first hop stands for a public wire page that redirects to 169.254.169.254; the hop it
    // redirects to goes through the real pinned fetch, which refuses it.
    const pinned = pinnedFetch();
    const wire: HttpFetch = async (url, init) =>
      url.startsWith('https://www.prnewswire.test/')
        ? new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } })
        : pinned(url, init);
    expect(await fetchPage('https://www.prnewswire.test/news-releases/a.html', wire, LIMITS)).toEqual({
      ok: false,
      error:
        'Refused: 169.254.169.254 is a private or loopback address (169.254.169.254); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true to allow it',
    });
  });
});
