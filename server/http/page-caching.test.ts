import { describe, expect, it } from 'vitest';
import { ANONYMOUS_PAGE, pageCacheControl, PRIVATE, type PageExchange } from './page-caching';

const exchange = (overrides: Partial<PageExchange>): PageExchange => ({
  method: 'GET',
  path: '/',
  cookie: null,
  status: 200,
  setsCookie: false,
  ...overrides,
});

describe('page caching', () => {
  it.each([
    '/admin',
    '/admin/newsletter',
    '/admin/newsletter.data',
    '/newsletter/confirm',
    '/newsletter/preferences.data',
    '/newsletter/unsubscribe',
    '/account',
  ])('never stores %s, whoever asks', (path) => {
    expect(pageCacheControl(exchange({ path }))).toBe(PRIVATE);
  });

  it('never stores a page rendered for a signed-in reader, nor its data request', () => {
    for (const cookie of ['better-auth.session_token=abc', 'theme=dark; __Secure-better-auth.session_token=abc']) {
      expect(pageCacheControl(exchange({ cookie }))).toBe(PRIVATE);
      expect(pageCacheControl(exchange({ cookie, path: '/_root.data' }))).toBe(PRIVATE);
    }
  });

  it('lets a shared cache keep an anonymous page for a minute', () => {
    expect(pageCacheControl(exchange({}))).toBe(ANONYMOUS_PAGE);
    expect(pageCacheControl(exchange({ path: '/newsletter', cookie: 'theme=dark' }))).toBe(ANONYMOUS_PAGE);
    expect(pageCacheControl(exchange({ path: '/_root.data' }))).toBe(ANONYMOUS_PAGE);
  });

  it('never stores errors, answers to posts, or responses that set a cookie', () => {
    expect(pageCacheControl(exchange({ status: 404, path: '/nope' }))).toBe(PRIVATE);
    expect(pageCacheControl(exchange({ status: 500 }))).toBe(PRIVATE);
    expect(pageCacheControl(exchange({ method: 'POST', path: '/newsletter' }))).toBe(PRIVATE);
    expect(pageCacheControl(exchange({ setsCookie: true }))).toBe(PRIVATE);
  });

  it('does not mistake a look-alike path for a private one', () => {
    expect(pageCacheControl(exchange({ path: '/administration-news' }))).toBe(ANONYMOUS_PAGE);
  });
});
