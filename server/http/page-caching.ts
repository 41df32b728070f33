/**
 * Cache-Control for server-rendered pages and their `.data` requests. A page that shows someone's
 * own data (admin screens, the links in a subscriber's e-mails, anything rendered for a signed-in
 * reader, whose header greets them by e-mail) is never stored by a browser or shared cache. Anonymous
 * pages may be kept by a shared cache for a minute, and `Vary: Cookie` keeps a signed-in reader from
 * being served an anonymous copy (or the other way round).
 */

/** Pages about one person, whoever asks: the admin area and the pages e-mailed links open. */
export const PRIVATE_PAGE_PREFIXES = [
  '/admin',
  '/account',
  '/newsletter/confirm',
  '/newsletter/preferences',
  '/newsletter/unsubscribe',
];

export const PRIVATE = 'private, no-store';
export const ANONYMOUS_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The session cookie better-auth sets (with the __Secure- prefix over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export interface PageExchange {
  method: string;
  path: string;
  cookie: string | null;
  status: number;
  setsCookie: boolean;
}

export function pageCacheControl({ method, path, cookie, status, setsCookie }: PageExchange): string {
  // React Router's data requests: /admin/newsletter.data, and /_root.data for the index route.
  const page = path.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  const aboutSomeone = PRIVATE_PAGE_PREFIXES.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
  const signedIn = cookie !== null && SESSION_COOKIE.test(cookie);
  const shareable = (method === 'GET' || method === 'HEAD') && status === 200 && !setsCookie;
  return aboutSomeone || signedIn || !shareable ? PRIVATE : ANONYMOUS_PAGE;
}
