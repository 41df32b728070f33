import { describe, expect, it } from 'vitest';
import { isPrivateAddress, publicAddressesOnly } from './address-policy';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '192.169.0.1', '151.101.1.69', '2606:4700::6810:85e5', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('publicAddressesOnly', () => {
  const names: Record<string, string[]> = {
    'feeds.argentum.org': ['151.101.1.69'],
    'rebound.argentum.org': ['151.101.1.69', '10.0.0.5'],
    'metadata.internal.org': ['169.254.169.254'],
  };
  const check = publicAddressesOnly(async (host) => {
    const found = names[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  });

  it('allows a host whose every address is public', async () => {
    expect(await check('https://feeds.argentum.org/rss')).toBeNull();
  });

  it.each([
    ['http://127.0.0.1:3101/feed', /^127\.0\.0\.1 is a private or loopback address/],
    ['http://[::1]/feed', /^::1 is a private or loopback address/],
    ['https://rebound.argentum.org/feed', /\(10\.0\.0\.5\); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true to allow it$/],
    ['http://metadata.internal.org/latest', /169\.254\.169\.254/],
    ['https://nowhere.argentum.org/', /^host nowhere\.argentum\.org not found$/],
    ['file:///etc/passwd', /^scheme file: not allowed$/],
    ['not a url', /^not a URL$/],
  ])('refuses %s', async (url, reason) => {
    expect(await check(url)).toMatch(reason);
  });
});
