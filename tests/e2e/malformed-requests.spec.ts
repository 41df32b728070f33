import { expect, test } from '@playwright/test';

/**
 * Bad input is the client's error: every page and endpoint answers malformed requests with a 4xx
 * (or the page, cleaned), never a 5xx. Run against the production server, so the HTTP layer, React
 * Router's handler and the actions are all in the path. It found the page actions' 500 on a body
 * that is not a form (app/form-data.server.ts) and on a NUL in text (server/http/json-only.ts).
 */

const PAGES = [
  '/',
  '/newsletter',
  '/newsletter/archive',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/newsletter/preferences',
  '/newsletter/editions/2026-11-26-daily',
  '/industry-polls',
  '/embed',
  '/embed-generator',
  '/api/docs',
  '/account',
  '/admin',
  '/admin/subscribers',
  '/admin/analytics',
];
const APIS = [
  '/api/v1/articles',
  '/api/v1/quotes',
  '/api/v1/search-terms',
  '/api/v1/polls',
  '/api/v1/polls/abc/results',
  '/api/v1/embed-views',
  '/api/v1/reading-list',
  '/api/v1/admin/feeds',
  '/api/v1/admin/subscribers/export',
  '/api/v1/openapi.json',
  '/api/auth/get-session',
  '/rss.xml',
  '/embed.js',
];
const PARAMETERS = ['q', 'search', 'category', 'page', 'limit', 'show', 'theme', 'count', 'token', 'dateRange', 'source'];
/** Raw query values: broken percent-encoding, a NUL, markup, numbers out of range, 5,000 characters. */
const VALUES = [
  '%',
  '%00',
  '%E0%A4%A',
  '%3Cscript%3E',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  '%E2%98%83',
  'x'.repeat(5000),
];
const FORM_ACTIONS = [
  '/account',
  '/newsletter',
  '/industry-polls',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/newsletter/preferences',
  '/admin/settings',
];
const JSON_ENDPOINTS = [
  '/api/v1/search/semantic',
  '/api/v1/polls/1/votes',
  '/api/v1/ratings',
  '/api/v1/page-views',
  '/api/v1/newsletter/subscribe',
  '/api/v1/newsletter/invite',
  '/api/v1/newsletter/unsubscribe',
  '/api/v1/reading-list/merge',
  '/api/v1/admin/newsletter/send',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
];
const BODIES: [contentType: string, body: string][] = [
  ['application/json', 'not json'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '{"__proto__":{"polluted":1}}'],
  ['application/json', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ['application/json', JSON.stringify({ query: 'x'.repeat(100_000), limit: 'many', dateRange: 'century' })],
  ['application/json', '{"rating":5,"feedback":"a NUL \\u0000 in text","query":"\\u0000","emails":["\\u0000"]}'],
  ['text/plain', 'intent=subscribe'],
  ['multipart/form-data; boundary=zz', 'not multipart at all'],
  ['application/x-www-form-urlencoded', '%%%&intent=%E0%A4%A'],
  ['application/x-www-form-urlencoded', 'intent=subscribe&email=reader%00%40operator.test&key=%00'],
];

test('malformed requests get a 4xx or a cleaned page, never a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  // A network of its own, so the rate limits this spends do not reach the other journeys.
  const headers = { 'X-Forwarded-For': '203.0.113.77', Origin: baseURL! };
  const failures: string[] = [];
  const check = async (label: string, send: () => Promise<{ status(): number }>) => {
    const status = (await send()).status();
    if (status >= 500) failures.push(`${status} ${label.slice(0, 160)}`);
  };

  for (const path of [...PAGES, ...APIS]) {
    for (const parameter of PARAMETERS) {
      for (const value of VALUES) {
        const url = `${path}?${parameter}=${value}`;
        await check(`GET ${url}`, () => request.get(url, { headers, maxRedirects: 0 }));
      }
    }
  }
  for (const path of [...FORM_ACTIONS, ...JSON_ENDPOINTS]) {
    for (const [contentType, body] of BODIES) {
      await check(`POST ${path} ${contentType} ${body}`, () =>
        request.post(path, { headers: { ...headers, 'Content-Type': contentType }, data: body, maxRedirects: 0 }),
      );
    }
  }
  for (const path of ['/%', '/%%', '/assets/..%2f..%2fpackage.json', `/${'a'.repeat(20_000)}`, '/api/v1/%ff%fe', '/admin/%']) {
    await check(`GET ${path}`, () => request.get(path, { headers, maxRedirects: 0 }));
  }
  await check('GET / with broken cookies and headers', () =>
    request.get('/', {
      headers: {
        ...headers,
        Cookie: `a=%; b=${'x'.repeat(6000)}; better-auth.session_token=%%%`,
        'Accept-Encoding': 'br;q=abc, gzip;q=-1, *;q=NaN',
        'Accept-Language': '%%%;q=x',
        'If-None-Match': `W/"${'x'.repeat(9000)}"`,
      },
    }),
  );
  expect(failures).toEqual([]);
});
