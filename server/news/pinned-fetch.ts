/**
 * HTTP requests to addresses an admin typed, connected to the address that was checked.
 *
 * Checking a host name and then handing the URL to fetch resolves it twice: a DNS server that
 * answers a public address to the check and 127.0.0.1 to the connection (DNS rebinding) gets the
 * server to read its own ports or the cloud metadata service. Here the socket's own look-up is the
 * check: Node's `lookup` hook resolves the name once, refuses the answer if any address in it is
 * private (./address-policy), and hands exactly those checked addresses to the socket. An address
 * literal is never looked up, so it is checked before the request. Every request opens its own
 * connection (no pooled socket outlives the check it was made with) and follows no redirect: the
 * caller follows them, and each hop is a new request through the same hook.
 *
 * The answer is a WHATWG Response so callers read it as they read fetch's (the feed fetcher takes
 * either). Bodies are decompressed here, since node:http does not; the callers' size caps count
 * the decompressed bytes, so a small gzip bomb is stopped like a large page.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { defaultResolver, isPrivateAddress, privateAddressRefusal, type Resolver } from './address-policy';

/** A machine the request may not reach; its message starts with "Refused: " and says why. */
export class AddressRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Refused: ${reason}`);
    this.name = 'AddressRefusedError';
  }
}

/** The part of fetch the fetchers use: a GET with headers and an abort signal, redirects not followed. */
export type HttpFetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal; redirect?: 'manual' },
) => Promise<Response>;

export interface AddressPinning {
  /** How host names are resolved (tests answer for made-up names); dns.lookup by default. */
  resolve?: Resolver;
  /** FEEDS_ALLOW_PRIVATE_ADDRESSES=true: private answers are connected to like public ones. */
  allowPrivate?: boolean;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:net that resolves once and refuses private answers: what it calls back with
 * is what the socket connects to, so the check and the connection see the same addresses.
 */
export function pinnedLookup(pinning: AddressPinning = {}) {
  const resolve = pinning.resolve ?? defaultResolver;
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        const refusal =
          addresses.length === 0
            ? `host ${hostname} not found`
            : pinning.allowPrivate
              ? null
              : privateAddressRefusal(hostname, addresses);
        if (refusal) return callback(new AddressRefusedError(refusal), '', 0);
        const entries = addresses
          .map((address) => ({ address, family: net.isIP(address) }))
          .filter((entry) => entry.family !== 0 && (!options.family || entry.family === options.family));
        if (entries.length === 0) return callback(new AddressRefusedError(`host ${hostname} has no usable address`), '', 0);
        if (options.all) return callback(null, entries);
        callback(null, entries[0]!.address, entries[0]!.family);
      },
      () => callback(new AddressRefusedError(`host ${hostname} not found`), '', 0),
    );
  };
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function decoded(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  // Errors of the decompressor (a corrupt body) reach the reader through the pipeline.
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function forwardErrors(from: Readable, to: Readable): void {
  if (from !== to) from.on('error', (error) => to.destroy(error));
}

function headersOf(response: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // A header value fetch would refuse (a control character) is left out, as a browser would.
    }
  }
  return headers;
}

/** A fetch for admin-typed addresses: one GET, connected only to an address the policy allows. */
export function pinnedFetch(pinning: AddressPinning = {}): HttpFetch {
  const lookup = pinnedLookup(pinning);
  return (link, init) =>
    new Promise<Response>((resolve, reject) => {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return reject(new AddressRefusedError('not a URL'));
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return reject(new AddressRefusedError(`scheme ${url.protocol} not allowed`));
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(host) && !pinning.allowPrivate && isPrivateAddress(host))
        return reject(new AddressRefusedError(privateAddressRefusal(host, [host])!));
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'GET',
        headers: { 'Accept-Encoding': 'gzip, deflate, br', ...init.headers },
        lookup,
        agent: false,
        signal: init.signal,
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        const headers = headersOf(response);
        if (status < 200 || status > 599) {
          // A Response cannot hold it (LinkedIn answers robots with 999).
          response.destroy();
          return reject(new Error(`HTTP ${status}`));
        }
        if (NULL_BODY_STATUSES.has(status)) {
          response.resume();
          return resolve(new Response(null, { status, headers }));
        }
        const body = decoded(response);
        forwardErrors(response, body);
        resolve(
          new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
            status,
            statusText: response.statusMessage ?? '',
            headers,
          }),
        );
      });
      request.end();
    });
}
