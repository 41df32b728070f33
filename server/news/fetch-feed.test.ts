import { afterEach, describe, it, expect, vi } from 'vitest';
import { DEFAULT_FETCH_LIMITS, decodeBody, detectCharset, fetchFeed, parseRetryAfter, type FetchLimits } from './fetch-feed';

const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('detectCharset', () => {
  it.each<[string, string | null, string, string]>([
    ['the Content-Type charset', 'application/rss+xml; charset=ISO-8859-1', '<rss/>', 'ISO-8859-1'],
    ['a quoted Content-Type charset', 'text/xml; charset="windows-1252"', '<rss/>', 'windows-1252'],
    ['a single-quoted Content-Type charset', "text/xml; charset='gb2312'", '<rss/>', 'gb2312'],
    ['spaces around =', 'text/xml; charset = utf-8', '<rss/>', 'utf-8'],
    ['the header over the prolog', 'text/xml; charset=utf-8', '<?xml version="1.0" encoding="windows-1252"?><rss/>', 'utf-8'],
    ['the prolog without a header', null, '<?xml version="1.0" encoding="windows-1252"?><rss/>', 'windows-1252'],
    [
      'the prolog when the header has no charset',
      'application/rss+xml',
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss/>',
      'ISO-8859-1',
    ],
    ['a single-quoted prolog', null, "<?xml version='1.0' encoding='gb2312'?><rss/>", 'gb2312'],
    ['a prolog after leading whitespace', null, '\n  <?xml version="1.0" encoding="windows-1252"?><rss/>', 'windows-1252'],
    ['utf-8 without header or prolog', null, '<rss version="2.0"></rss>', 'utf-8'],
    ['utf-8 for a prolog without encoding', 'application/xml', '<?xml version="1.0"?><rss/>', 'utf-8'],
    ['utf-8 for an encoding that is not in the prolog', null, '<rss><title>encoding="windows-1252"</title></rss>', 'utf-8'],
    ['utf-8 for JSON', 'application/feed+json', '{"version":"https://jsonfeed.org/version/1.1"}', 'utf-8'],
  ])('%s', (_label, contentType, head, expected) => {
    expect(detectCharset(contentType, ascii(head))).toBe(expected);
  });

  it('reads only the first 200 bytes for the prolog', () => {
    const late = `${' '.repeat(195)}<?xml version="1.0" encoding="windows-1252"?>`;
    expect(detectCharset(null, ascii(late))).toBe('utf-8');
  });
});

describe('decodeBody', () => {
  it.each<[string, Uint8Array, string | null, string]>([
    ['windows-1252 curly quotes', bytes([0x93], 'Memory care', [0x94]), 'text/xml; charset=windows-1252', '“Memory care”'],
    [
      'windows-1252 dash, euro and apostrophe',
      bytes('a ', [0x96], ' b ', [0x80], '5 it', [0x92], 's'),
      'text/xml; charset=windows-1252',
      'a – b €5 it’s',
    ],
    [
      'windows-1252 from the prolog',
      bytes('<?xml version="1.0" encoding="windows-1252"?><t>', [0x93, 0x78, 0x94], '</t>'),
      null,
      '<?xml version="1.0" encoding="windows-1252"?><t>“x”</t>',
    ],
    ['latin1 é', bytes('caf', [0xe9]), 'text/xml; charset=iso-8859-1', 'café'],
    [
      'latin1 from the prolog',
      bytes('<?xml version="1.0" encoding="ISO-8859-1"?><t>R', [0xe9], 'sidence a', [0xee], 'n', [0xe9], 's</t>'),
      'application/rss+xml',
      '<?xml version="1.0" encoding="ISO-8859-1"?><t>Résidence aînés</t>',
    ],
    // Browsers read ISO-8859-1 and ASCII labels as windows-1252: the quotes survive, not C1 controls.
    ['curly quotes in a feed labelled ISO-8859-1', bytes([0x93], 'x', [0x94]), 'text/xml; charset=ISO-8859-1', '“x”'],
    ['curly quotes in a feed labelled latin1', bytes([0x93], 'x', [0x94]), 'text/xml; charset=latin1', '“x”'],
    ['é in a feed labelled us-ascii', bytes('caf', [0xe9]), 'text/xml; charset=us-ascii', 'café'],
    ['gb2312', bytes([0xd1, 0xf8, 0xc0, 0xcf]), 'text/xml; charset=gb2312', '养老'],
    [
      'gb2312 from the prolog',
      bytes('<?xml version="1.0" encoding="gb2312"?><t>', [0xd1, 0xf8, 0xc0, 0xcf, 0xc9, 0xe7, 0xc7, 0xf8], '</t>'),
      'text/xml',
      '<?xml version="1.0" encoding="gb2312"?><t>养老社区</t>',
    ],
    ['utf-8 by default', new Uint8Array(Buffer.from('Résidence 养老 “ok”', 'utf8')), null, 'Résidence 养老 “ok”'],
    ['utf-8 for an unknown charset', new Uint8Array(Buffer.from('café', 'utf8')), 'text/xml; charset=x-klingon', 'café'],
    [
      'utf-8 for an unknown prolog encoding',
      new Uint8Array(Buffer.from('<?xml version="1.0" encoding="bogus-9"?><t>é</t>', 'utf8')),
      null,
      '<?xml version="1.0" encoding="bogus-9"?><t>é</t>',
    ],
    ['a UTF-8 byte order mark dropped', bytes([0xef, 0xbb, 0xbf], '<rss/>'), null, '<rss/>'],
    ['an empty body', new Uint8Array(), 'text/xml; charset=windows-1252', ''],
  ])('%s', (_label, body, contentType, expected) => {
    expect(decodeBody(body, contentType)).toBe(expected);
  });

  it.each<[string, Uint8Array, string | null, string]>([
    // The reported real-world case: no charset anywhere, windows-1252 bytes.
    [
      'undeclared windows-1252 curly quotes',
      bytes('<t>', [0x93], 'Aging in place', [0x94], ' it', [0x92], 's</t>'),
      null,
      '<t>“Aging in place” it’s</t>',
    ],
    ['undeclared windows-1252 é', bytes('<t>Caf', [0xe9], ' for seniors</t>'), 'application/rss+xml', '<t>Café for seniors</t>'],
    [
      'UTF-8 declared in the header, windows-1252 bytes',
      bytes('<t>Caf', [0xe9], '</t>'),
      'text/xml; charset=utf-8',
      '<t>Café</t>',
    ],
    [
      'UTF-8 declared in the prolog, windows-1252 bytes',
      bytes('<?xml version="1.0" encoding="UTF-8"?><t>', [0x93], 'x', [0x94], '</t>'),
      null,
      '<?xml version="1.0" encoding="UTF-8"?><t>“x”</t>',
    ],
    ['an unknown label over windows-1252 bytes', bytes('<t>', [0x96], '</t>'), 'text/xml; charset=x-klingon', '<t>–</t>'],
    [
      'UTF-8 bytes mislabelled ISO-8859-1 (no mojibake)',
      new Uint8Array(Buffer.from('<t>Résidence “aînés”</t>', 'utf8')),
      'text/xml; charset=ISO-8859-1',
      '<t>Résidence “aînés”</t>',
    ],
    [
      'UTF-8 bytes under a windows-1252 prolog',
      new Uint8Array(Buffer.from('<?xml version="1.0" encoding="windows-1252"?><t>café</t>', 'utf8')),
      null,
      '<?xml version="1.0" encoding="windows-1252"?><t>café</t>',
    ],
    [
      'a UTF-8 BOM over a windows-1252 header',
      bytes([0xef, 0xbb, 0xbf], '<t>caf', [0xc3, 0xa9], '</t>'),
      'text/xml; charset=windows-1252',
      '<t>café</t>',
    ],
    [
      'a UTF-16LE BOM',
      new Uint8Array([0xff, 0xfe, ...Buffer.from('<t>Résidence</t>', 'utf16le')]),
      'text/xml; charset=utf-8',
      '<t>Résidence</t>',
    ],
    ['a UTF-16BE BOM', new Uint8Array([0xfe, 0xff, ...Buffer.from('<t>é</t>', 'utf16le').swap16()]), null, '<t>é</t>'],
    [
      'the header over the prolog (koi8-r)',
      bytes('<?xml version="1.0" encoding="utf-8"?><t>', [0xf0, 0xd2, 0xc9], '</t>'),
      'text/xml; charset=koi8-r',
      '<?xml version="1.0" encoding="utf-8"?><t>При</t>',
    ],
  ])('%s', (_label, body, contentType, expected) => {
    const text = decodeBody(body, contentType);
    expect(text).toBe(expected);
    expect(text).not.toMatch(/\uFFFD|Ã|Â/);
  });

  it('takes the charset label in any case', () => {
    expect(decodeBody(bytes([0x93, 0x78, 0x94]), 'text/xml; charset=WINDOWS-1252')).toBe('“x”');
    expect(decodeBody(bytes([0xd1, 0xf8]), 'text/xml; charset=GB2312')).toBe('养');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('Wed, 21 Oct 2026 07:27:00 GMT');

  it.each<[string, string | null, number | null]>([
    ['seconds', '120', 120_000],
    ['zero seconds', '0', 0],
    ['seconds with surrounding spaces', ' 30 ', 30_000],
    ['an HTTP-date a minute ahead', 'Wed, 21 Oct 2026 07:28:00 GMT', 60_000],
    ['an HTTP-date an hour ahead', 'Wed, 21 Oct 2026 08:27:00 GMT', 3_600_000],
    ['an HTTP-date in the past', 'Wed, 21 Oct 2026 07:00:00 GMT', 0],
    ['the obsolete RFC 850 date form', 'Wednesday, 21-Oct-26 07:29:00 GMT', 120_000],
    ['the obsolete asctime date form', 'Wed Oct 21 07:27:30 2026', 30_000],
    ['null', null, null],
    ['empty', '', null],
    ['a word', 'soon', null],
    ['words and a number', 'later 5', null],
    ['a number and a unit', '120 seconds', null],
    ['negative seconds', '-5', null],
    ['fractional seconds', '1.5', null],
    ['exponent notation', '1e3', null],
    ['hex', '0x10', null],
    ['Infinity', 'Infinity', null],
    ['NaN', 'NaN', null],
    ['a weekday with nonsense', 'Wed, nonsense', null],
  ])('%s', (_label, value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('fetchFeed (fetch stubbed, no network)', () => {
  const URL_ = 'https://feeds.seniorhousingnews.com/feed/';
  const LIMITS: FetchLimits = { ...DEFAULT_FETCH_LIMITS, timeoutMs: 1_000, retryDelaysMs: [1, 1], maxBytes: 1_000 };
  const NO_VALIDATORS = { etag: null, lastModified: null };
  const RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>';

  /** One reply per call (the last one repeats): a fresh Response each time, an Error to throw, or a hang. */
  type Reply = (() => Response) | Error | ((init: RequestInit) => Promise<Response>);
  function stub(...replies: Reply[]) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fn = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!;
      if (reply instanceof Error) throw reply;
      return reply(init);
    });
    vi.stubGlobal('fetch', fn);
    return calls;
  }
  const respond = (body: BodyInit | null, init: ResponseInit) => () => new Response(body, init);
  const networkError = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the decoded body and the validators', async () => {
    const calls = stub(
      respond(bytes('<t>', [0x93, 0x78, 0x94], '</t>'), {
        status: 200,
        headers: {
          'content-type': 'text/xml; charset=windows-1252',
          etag: '"v2"',
          'last-modified': 'Mon, 23 Nov 2026 08:00:00 GMT',
        },
      }),
    );
    const outcome = await fetchFeed(URL_, { etag: '"v1"', lastModified: 'Sun, 22 Nov 2026 08:00:00 GMT' }, LIMITS);
    expect(outcome).toEqual({
      kind: 'fetched',
      status: 200,
      body: '<t>“x”</t>',
      validators: { etag: '"v2"', lastModified: 'Mon, 23 Nov 2026 08:00:00 GMT' },
      url: URL_,
    });
    expect(calls).toHaveLength(1);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['If-None-Match']).toBe('"v1"');
    expect(headers['If-Modified-Since']).toBe('Sun, 22 Nov 2026 08:00:00 GMT');
    expect(headers['User-Agent']).toBe(LIMITS.userAgent);
    expect(calls[0]!.init.redirect).toBe('manual');
  });

  it('sends no conditional headers without validators', async () => {
    const calls = stub(respond(RSS, { status: 200 }));
    await fetchFeed(URL_, NO_VALIDATORS, LIMITS);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['If-None-Match']).toBeUndefined();
    expect(headers['If-Modified-Since']).toBeUndefined();
  });

  it('reports 304 as not modified', async () => {
    stub(respond(null, { status: 304 }));
    expect(await fetchFeed(URL_, { etag: '"v1"', lastModified: null }, LIMITS)).toEqual({ kind: 'not-modified', status: 304 });
  });

  it('follows a relative redirect', async () => {
    const calls = stub(respond(null, { status: 301, headers: { location: '/rss.xml' } }), respond(RSS, { status: 200 }));
    const outcome = await fetchFeed(URL_, NO_VALIDATORS, LIMITS);
    // The address after redirects is the one relative links in the feed are resolved against.
    expect(outcome).toMatchObject({ kind: 'fetched', url: 'https://feeds.seniorhousingnews.com/rss.xml' });
    expect(calls.map((c) => c.url)).toEqual([URL_, 'https://feeds.seniorhousingnews.com/rss.xml']);
  });

  it('gives up after the redirect limit', async () => {
    const calls = stub(respond(null, { status: 302, headers: { location: '/loop' } }));
    const outcome = await fetchFeed(URL_, NO_VALIDATORS, { ...LIMITS, maxRedirects: 3 });
    expect(outcome).toEqual({ kind: 'failed', status: 302, error: 'More than 3 redirects', retryAfter: null });
    expect(calls).toHaveLength(4);
  });

  it('fails a redirect without Location', async () => {
    stub(respond(null, { status: 302 }));
    expect(await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).toEqual({
      kind: 'failed',
      status: 302,
      error: 'HTTP 302 without Location',
      retryAfter: null,
    });
  });

  it('does not retry a 404', async () => {
    const calls = stub(respond('Not Found', { status: 404 }));
    expect(await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).toEqual({
      kind: 'failed',
      status: 404,
      error: 'HTTP 404',
      retryAfter: null,
    });
    expect(calls).toHaveLength(1);
  });

  it('retries a 5xx and succeeds', async () => {
    const calls = stub(respond('busy', { status: 503 }), respond(RSS, { status: 200 }));
    const outcome = await fetchFeed(URL_, NO_VALIDATORS, LIMITS);
    expect(outcome).toMatchObject({ kind: 'fetched', status: 200, body: RSS });
    expect(calls).toHaveLength(2);
  });

  it('gives up after three attempts (two retry delays)', async () => {
    const calls = stub(respond('busy', { status: 429 }));
    expect(await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).toEqual({
      kind: 'failed',
      status: 429,
      error: 'HTTP 429',
      retryAfter: null,
    });
    expect(calls).toHaveLength(3);
  });

  it('does not wait in-line for a long Retry-After and reports when to come back', async () => {
    const calls = stub(respond('busy', { status: 503, headers: { 'retry-after': '120' } }));
    const before = Date.now();
    const outcome = await fetchFeed(URL_, NO_VALIDATORS, LIMITS);
    expect(calls).toHaveLength(1);
    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    expect(outcome.status).toBe(503);
    const wait = outcome.retryAfter!.getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(120_000);
    expect(wait).toBeLessThan(125_000);
  });

  it('ignores a garbage Retry-After', async () => {
    stub(respond('busy', { status: 503, headers: { 'retry-after': 'later 5' } }));
    const outcome = await fetchFeed(URL_, NO_VALIDATORS, LIMITS);
    expect(outcome).toEqual({ kind: 'failed', status: 503, error: 'HTTP 503', retryAfter: null });
  });

  it('retries network errors and names the cause', async () => {
    const calls = stub(networkError('ECONNREFUSED'));
    expect(await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).toEqual({
      kind: 'failed',
      status: null,
      error: 'Network error: ECONNREFUSED',
      retryAfter: null,
    });
    expect(calls).toHaveLength(3);
  });

  it('recovers from a network error on the next attempt', async () => {
    const calls = stub(networkError('ECONNRESET'), respond(RSS, { status: 200 }));
    expect((await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).kind).toBe('fetched');
    expect(calls).toHaveLength(2);
  });

  it('refuses a body declared larger than the cap, without retrying', async () => {
    const calls = stub(respond('x'.repeat(10), { status: 200, headers: { 'content-length': '5000' } }));
    expect(await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).toEqual({
      kind: 'failed',
      status: 200,
      error: 'Feed larger than 1000 bytes',
      retryAfter: null,
    });
    expect(calls).toHaveLength(1);
  });

  it('refuses a streamed body that grows past the cap', async () => {
    stub(respond('x'.repeat(1_001), { status: 200 }));
    expect(await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).toMatchObject({ kind: 'failed', error: 'Feed larger than 1000 bytes' });
  });

  it('accepts a body of exactly the cap', async () => {
    stub(respond('x'.repeat(1_000), { status: 200 }));
    expect(await fetchFeed(URL_, NO_VALIDATORS, LIMITS)).toMatchObject({ kind: 'fetched', body: 'x'.repeat(1_000) });
  });

  it('times out a request that never answers', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      });
    const calls = stub(hang);
    const outcome = await fetchFeed(URL_, NO_VALIDATORS, { ...LIMITS, timeoutMs: 20, retryDelaysMs: [] });
    expect(outcome).toEqual({ kind: 'failed', status: null, error: 'Direct RSS request timeout after 20ms', retryAfter: null });
    expect(calls).toHaveLength(1);
  });

  it('has the spec’s defaults: 8 s per feed, 3 attempts with waits of 1 s then 2 s', () => {
    expect(DEFAULT_FETCH_LIMITS.timeoutMs).toBe(8_000);
    expect(DEFAULT_FETCH_LIMITS.retryDelaysMs).toEqual([1_000, 2_000]);
  });
});
