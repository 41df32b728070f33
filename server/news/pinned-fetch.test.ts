/**
 * The pinned fetch against a real HTTP server on 127.0.0.1: what the check approved is what the
 * socket connects to, literals and every redirect hop included. Made-up host names are answered by
 * an injected resolver; nothing here reaches the internet.
 */
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAddressesOnly, type Resolver } from './address-policy';
import { DEFAULT_FETCH_LIMITS, fetchFeed } from './fetch-feed';
import { AddressRefusedError, pinnedFetch, pinnedLookup, type HttpFetch } from './pinned-fetch';

const RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>Intranet</title></channel></rss>';
let server: http.Server;
let port: number;
const connections: string[] = [];
const hits = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const route = req.url ?? '/';
    hits.set(route, (hits.get(route) ?? 0) + 1);
    if (route === '/moved') {
      res.writeHead(301, { Location: `http://intranet.test:${port}/feed` });
      return res.end();
    }
    if (route === '/gzip') {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml', 'Content-Encoding': 'gzip' });
      return res.end(zlib.gzipSync(RSS));
    }
    res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
    res.end(RSS);
  });
  server.on('connection', (socket) => connections.push(socket.remoteAddress ?? '?'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const init = () => ({ headers: {}, signal: AbortSignal.timeout(2_000) });

/** A resolver that gives each name its answers in turn (the last one repeats), counting the questions. */
function answering(answers: Record<string, string[][]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (host) => {
    const turns = answers[host];
    if (!turns) throw new Error('ENOTFOUND');
    asked.push(host);
    const count = asked.filter((h) => h === host).length;
    return turns[Math.min(count, turns.length) - 1]!;
  };
  return { resolve, asked };
}

function lookupOnce(lookup: ReturnType<typeof pinnedLookup>, host: string, all: boolean) {
  return new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    lookup(host, { all }, (error, address, family) => resolve({ error, address, family })),
  );
}

describe('pinnedLookup', () => {
  it('hands the socket exactly the addresses it checked, in both of net’s forms', async () => {
    const { resolve } = answering({ 'www.businesswire.test': [['151.101.1.69', '2606:4700::6810:85e5']] });
    const lookup = pinnedLookup({ resolve });
    expect(await lookupOnce(lookup, 'www.businesswire.test', false)).toEqual({
      error: null,
      address: '151.101.1.69',
      family: 4,
    });
    expect((await lookupOnce(lookup, 'www.businesswire.test', true)).address).toEqual([
      { address: '151.101.1.69', family: 4 },
      { address: '2606:4700::6810:85e5', family: 6 },
    ]);
  });

  it('refuses an answer with any private address in it, naming it', async () => {
    const { resolve } = answering({ 'rebind.test': [['151.101.1.69', '10.0.0.5']] });
    const { error } = await lookupOnce(pinnedLookup({ resolve }), 'rebind.test', true);
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect(error!.message).toBe(
      'Refused: rebind.test is a private or loopback address (10.0.0.5); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true to allow it',
    );
  });

  it('asks the resolver once per connection: a second answer is a second check', async () => {
    const { resolve, asked } = answering({ 'rebind.test': [['151.101.1.69'], ['127.0.0.1']] });
    const lookup = pinnedLookup({ resolve });
    expect((await lookupOnce(lookup, 'rebind.test', false)).address).toBe('151.101.1.69');
    expect((await lookupOnce(lookup, 'rebind.test', false)).error?.message).toMatch(/\(127\.0\.0\.1\)/);
    expect(asked).toEqual(['rebind.test', 'rebind.test']);
  });

  it('says a host that does not resolve was not found', async () => {
    const { error } = await lookupOnce(pinnedLookup({ resolve: answering({}).resolve }), 'nowhere.test', false);
    expect(error?.message).toBe('Refused: host nowhere.test not found');
  });
});

describe('pinnedFetch', () => {
  it('connects to the address its own look-up answered (private allowed by the operator)', async () => {
    const { resolve, asked } = answering({ 'intranet.test': [['127.0.0.1']] });
    const response = await pinnedFetch({ resolve, allowPrivate: true })(`http://intranet.test:${port}/feed`, init());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(RSS);
    expect(asked).toEqual(['intranet.test']);
  });

  it('cannot be rebound: a name checked public a moment ago that now answers 127.0.0.1 gets no connection', async () => {
    // The old way: check the name (public), then let fetch resolve it again to connect.
    const { resolve } = answering({ 'rebind.test': [['151.101.1.69'], ['127.0.0.1']] });
    expect(await publicAddressesOnly(resolve)(`http://rebind.test:${port}/feed`)).toBeNull();
    const before = connections.length;
    // The pinned fetch's look-up is the check: the answer it would connect to is the one refused.
    await expect(pinnedFetch({ resolve })(`http://rebind.test:${port}/feed`, init())).rejects.toThrow(
      /^Refused: rebind\.test is a private or loopback address \(127\.0\.0\.1\)/,
    );
    expect(connections.length).toBe(before);
  });

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '[::1]', '[::ffff:127.0.0.1]'])(
    'refuses the address literal %s without connecting',
    async (host) => {
      const before = connections.length;
      await expect(pinnedFetch()(`http://${host}:${port}/feed`, init())).rejects.toThrow(/is a private or loopback address/);
      expect(connections.length).toBe(before);
    },
  );

  it('refuses schemes other than http and https', async () => {
    await expect(pinnedFetch()('file:///etc/passwd', init())).rejects.toThrow('Refused: scheme file: not allowed');
  });

  it('decompresses a gzip body', async () => {
    const response = await pinnedFetch({ allowPrivate: true })(`http://127.0.0.1:${port}/gzip`, init());
    expect(await response.text()).toBe(RSS);
  });
});

describe('fetchFeed through the pinned fetch', () => {
  const LIMITS = { ...DEFAULT_FETCH_LIMITS, timeoutMs: 2_000, retryDelaysMs: [] };
  const NO_VALIDATORS = { etag: null, lastModified: null };

  it('refuses a redirect to a private machine at that hop, without retrying and without connecting', async () => {
    // The first hop stands for a public feed host that answers with a redirect into the intranet;
    // every other hop goes through the real pinned fetch.
    const pinned = pinnedFetch();
    const publicHost: HttpFetch = async (url, request) =>
      url.startsWith('https://feeds.argentum.test/')
        ? new Response(null, { status: 302, headers: { location: `http://127.0.0.1:${port}/secret` } })
        : pinned(url, request);
    const outcome = await fetchFeed('https://feeds.argentum.test/rss', NO_VALIDATORS, LIMITS, publicHost);
    expect(outcome).toEqual({
      kind: 'failed',
      status: null,
      error:
        'Refused: 127.0.0.1 is a private or loopback address (127.0.0.1); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true to allow it',
      retryAfter: null,
    });
    expect(hits.get('/secret')).toBeUndefined();
  });

  it('fetches an allowed feed and follows its redirect through the same hook', async () => {
    const { resolve, asked } = answering({ 'intranet.test': [['127.0.0.1']] });
    const outcome = await fetchFeed(
      `http://127.0.0.1:${port}/moved`,
      NO_VALIDATORS,
      LIMITS,
      pinnedFetch({ resolve, allowPrivate: true }),
    );
    expect(outcome).toMatchObject({ kind: 'fetched', status: 200, body: RSS, url: `http://intranet.test:${port}/feed` });
    // The second hop's host name was resolved by the hook, once.
    expect(asked).toEqual(['intranet.test']);
  });
});
