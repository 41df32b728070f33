import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  const headers = new Headers({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.9, 10.0.0.2' });
  it.each([
    [0, '192.0.2.1'],
    [1, '10.0.0.2'],
    [2, '203.0.113.9'],
  ])('with %i trusted proxies is %s', (hops, expected) => {
    expect(clientAddress(headers, '192.0.2.1', hops)).toBe(expected);
  });
  it('falls back to the socket when the header has fewer hops than trusted proxies', () => {
    expect(clientAddress(new Headers(), '192.0.2.1', 1)).toBe('192.0.2.1');
  });
});
