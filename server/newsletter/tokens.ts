/**
 * Signed links for subscribers: confirm (expires), unsubscribe and preferences (never expire, so
 * an old e-mail's unsubscribe link always works). HMAC-SHA256 with the server's secret; nothing is
 * stored, and a token names exactly one subscriber and one purpose.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe' | 'preferences';

/** Confirmation links stay valid for 48 hours. */
export const CONFIRM_TOKEN_HOURS = 48;

interface Payload {
  p: TokenPurpose;
  s: string;
  /** Confirm links carry the preferences chosen when subscribing, applied on confirmation. */
  q?: string;
  /** Expiry, ms since epoch; absent for links that must always work. */
  x?: number;
  /** Issued at, ms since epoch (tokens made before this field existed carry only `x`). */
  i?: number;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', `newsletter:${secret}`).update(body).digest('base64url');
}

export function createToken(
  secret: string,
  purpose: TokenPurpose,
  subscriberId: string,
  now: Date = new Date(),
  data?: string,
): string {
  const payload: Payload = {
    p: purpose,
    s: subscriberId,
    i: now.getTime(),
    ...(data !== undefined ? { q: data } : {}),
    ...(purpose === 'confirm' ? { x: now.getTime() + CONFIRM_TOKEN_HOURS * 3_600_000 } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck =
  { ok: true; subscriberId: string; data?: string; issuedAt: Date | null } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyToken(secret: string, purpose: TokenPurpose, token: string, now: Date = new Date()): TokenCheck {
  const [body, signature] = token.split('.');
  if (!body || !signature) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.p !== purpose || typeof payload.s !== 'string') return { ok: false, reason: 'invalid' };
  if (payload.x !== undefined && payload.x < now.getTime()) return { ok: false, reason: 'expired' };
  const issuedAt = payload.i ?? (payload.x !== undefined ? payload.x - CONFIRM_TOKEN_HOURS * 3_600_000 : undefined);
  return {
    ok: true,
    subscriberId: payload.s,
    ...(payload.q !== undefined ? { data: payload.q } : {}),
    issuedAt: issuedAt === undefined ? null : new Date(issuedAt),
  };
}
