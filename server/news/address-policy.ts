/**
 * Which machines a feed address typed by an admin may reach. The server fetches what an admin types
 * into "Try a feed" or adds to the feed list, so without this check anyone holding an admin session
 * could make it read the cloud metadata service, the database port or an intranet page. Loopback,
 * private, link-local, carrier-grade NAT, multicast and documentation ranges are refused, for the
 * address itself and for every address its host name resolves to, at every redirect. An operator
 * whose feeds live on a private network allows them with FEEDS_ALLOW_PRIVATE_ADDRESSES=true.
 * The fetches themselves go through ./pinned-fetch, which applies the same rule to the very answer
 * the connection uses (no second DNS look-up for a rebinding server to answer differently).
 */
import dns from 'node:dns/promises';
import net from 'node:net';

/** Resolves a host name to every address it has (injectable for tests). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** null when the address may be fetched, else why not (shown to the admin). */
export type AddressCheck = (url: string) => Promise<string | null>;

export const defaultResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function blockedRanges(): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(address, prefix, 'ipv4');
  }
  for (const [address, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(address, prefix, 'ipv6');
  }
  return list;
}

const BLOCKED = blockedRanges();

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, if there is one. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner) return BLOCKED.check(inner, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** Why these answers for `host` may not be reached (the first private one named), or null. */
export function privateAddressRefusal(host: string, addresses: readonly string[]): string | null {
  const blocked = addresses.find(isPrivateAddress);
  return blocked
    ? `${host} is a private or loopback address (${blocked}); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true to allow it`
    : null;
}

/**
 * The check for admin-typed addresses: public machines only. It answers an admin at once (adding a
 * feed); it does not protect a fetch by itself, since a host name can resolve differently a moment
 * later: fetches connect through ./pinned-fetch, which checks the answer it connects to (0100).
 */
export function publicAddressesOnly(resolve: Resolver = defaultResolver): AddressCheck {
  return async (link) => {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return 'not a URL';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `scheme ${url.protocol} not allowed`;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (net.isIP(host)) addresses = [host];
    else {
      try {
        addresses = await resolve(host);
      } catch {
        return `host ${host} not found`;
      }
    }
    if (addresses.length === 0) return `host ${host} not found`;
    return privateAddressRefusal(host, addresses);
  };
}
