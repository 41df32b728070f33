/**
 * The voter cookie: a random id per browser session, stored with each vote in
 * poll_responses.user_session, where the unique (poll_id, user_session) index refuses a second
 * vote. A session cookie (no expiry) because the rule is one vote per poll per browser session;
 * HttpOnly because no script needs it; SameSite=Lax so no other site can vote with it.
 */
import { randomBytes } from 'node:crypto';

export const VOTER_COOKIE = 'poll_voter';

/** What we issue: 24 characters of base64url (144 random bits). Anything else is no voter. */
const VOTER_ID = /^[A-Za-z0-9_-]{24}$/;

/** The voter id a request's Cookie header carries, when it has the shape we issue. */
export function voterFromCookie(header: string | null | undefined): string | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${VOTER_COOKIE}=([^;]*)`));
  const value = match?.[1]?.trim();
  return value && VOTER_ID.test(value) ? value : null;
}

export function newVoterId(): string {
  return randomBytes(18).toString('base64url');
}

/** The Set-Cookie header value; Secure when the site is served over https (as better-auth's). */
export function voterCookie(id: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${VOTER_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The voter of a request: the cookie's id, or a new one the answer must set (`issued`). */
export function voterOf(cookieHeader: string | null | undefined): { id: string; issued: boolean } {
  const known = voterFromCookie(cookieHeader);
  return known ? { id: known, issued: false } : { id: newVoterId(), issued: true };
}
