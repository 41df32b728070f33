/**
 * Who is asking: the address every per-client limit and better-auth's own limiter key on. One
 * module for the HTTP front and the APIs behind it.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The peer of the TCP connection, when the request came through a Node socket. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not on a Node socket (tests call app.request directly).
    return undefined;
  }
}

/**
 * The client's address. With no trusted proxy it is the socket's peer: X-Forwarded-For from a client
 * is never believed. Behind N proxies that each append to X-Forwarded-For, it is the N-th entry from
 * the right (the one the outermost trusted proxy added); a client can only prepend to the left.
 */
export function clientAddress(headers: Headers, socketAddress: string | undefined, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const fromProxy = hops[hops.length - trustedProxyHops];
    if (fromProxy) return fromProxy;
  }
  return socketAddress ?? 'unknown';
}

/** The address of the client behind a Hono request, given how many proxies in front are trusted. */
export function requestClient(c: Context, trustedProxyHops: number): string {
  return clientAddress(c.req.raw.headers, socketAddress(c), trustedProxyHops);
}
