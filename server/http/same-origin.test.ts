import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

const OURS = ['https://journal.test'];
const check = (method: string, headers: Record<string, string>) => isSameOriginRequest(method, new Headers(headers), OURS);

describe('a request that changes something', () => {
  it('is accepted from our own origin', () => {
    expect(check('POST', { Origin: 'https://journal.test', 'Sec-Fetch-Site': 'same-origin' })).toBe(true);
  });

  it('is refused from another site, whatever else it says', () => {
    expect(check('POST', { Origin: 'https://evil.net' })).toBe(false);
    expect(check('POST', { Origin: 'https://evil.net', 'Sec-Fetch-Site': 'same-origin' })).toBe(false);
    expect(check('DELETE', { Origin: 'http://journal.test' })).toBe(false);
    expect(check('PUT', { Origin: 'https://journal.test.evil.net' })).toBe(false);
  });

  it('is refused from an opaque origin (sandboxed frame, file page)', () => {
    expect(check('POST', { Origin: 'null' })).toBe(false);
  });

  it('is refused when the browser says cross-site or same-site without an origin', () => {
    expect(check('POST', { 'Sec-Fetch-Site': 'cross-site' })).toBe(false);
    expect(check('POST', { 'Sec-Fetch-Site': 'same-site' })).toBe(false);
  });

  it('is accepted from no browser at all (no Origin, no Sec-Fetch-Site), as from a mail provider', () => {
    expect(check('POST', {})).toBe(true);
    expect(check('POST', { 'Sec-Fetch-Site': 'none' })).toBe(true);
  });
});

describe('a request that only reads', () => {
  it('is accepted from anywhere', () => {
    expect(check('GET', { Origin: 'https://evil.net', 'Sec-Fetch-Site': 'cross-site' })).toBe(true);
    expect(check('HEAD', { 'Sec-Fetch-Site': 'cross-site' })).toBe(true);
  });
});
