/**
 * Endpoints for machines, not people (a mail provider's events, a metrics scraper) are opened by a
 * shared secret the operator sets, sent as `Authorization: Bearer …`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether the request's bearer secret is `expected`, compared in constant time (hashes, so lengths match). */
export function hasBearerSecret(authorization: string | undefined, expected: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
