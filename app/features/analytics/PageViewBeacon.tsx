import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_PATH_MAX_CHARS, pathOnly, REFERRER_MAX_CHARS } from '~/core/analytics';
import { hostOriginReferrer } from '~/core/embed';
import { browserSessionId } from '~/app/components/session/browser-session';

/**
 * Records a page view on every route change (the spec's page_views). Sent with fetch as JSON, so it
 * passes the JSON-only and same-origin rules like any other call of ours (decision 0095); it goes
 * when a route is entered, so the page is still there to send it (no keepalive: a keepalive request
 * is never reported finished to the browser's tools, which then never see the network go idle; for
 * the same reason the unread answer is cancelled). A prerendered page waits until it is actually shown. Any
 * failure is only logged: counting a view never disturbs the reader.
 */
/** The session of a framed feed that may not use storage: one per page load. */
const frameSession = `frame-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

export function PageViewBeacon() {
  const { pathname } = useLocation();
  // The first view's referrer is the page the reader came from; later ones, our previous page.
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // In another site's frame (the embedded feed) every view is credited to the host's origin.
    const host = window.parent === window ? null : hostOriginReferrer(framingOrigin());
    const came = host ?? pathOnly(previous.current ?? document.referrer);
    // Only web addresses are kept (an app's android-app:// referrer is not one).
    const referrer = /^https?:\/\//.test(came) ? came.slice(0, REFERRER_MAX_CHARS) : null;
    previous.current = window.location.origin + pathname;
    const send = () => {
      // Another site's frame is often refused storage (third-party storage blocking): its views
      // still count, each page load as a session of its own.
      const session = browserSessionId() ?? (host ? frameSession : null);
      if (!session) return;
      fetch('/api/v1/page-views', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: pathname.slice(0, PAGE_PATH_MAX_CHARS), referrer, session }),
      })
        // The answer is not needed, but an unread body keeps the request open in the browser.
        .then((response) => response.body?.cancel())
        .catch((error: unknown) => console.warn('page view not recorded', error));
    };
    const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
    if (!prerendering) {
      send();
      return;
    }
    document.addEventListener('prerenderingchange', send, { once: true });
    return () => document.removeEventListener('prerenderingchange', send);
  }, [pathname]);

  return null;
}

/**
 * The origin of the page that frames this one: Chromium and Safari tell it whatever the host's
 * referrer policy (`location.ancestorOrigins`); elsewhere the referrer the host let through.
 */
function framingOrigin(): string {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  return ancestors?.[0] ?? document.referrer;
}
