import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_PATH_MAX_CHARS, pathOnly, REFERRER_MAX_CHARS } from '~/core/analytics';
import { browserSessionId } from '~/app/components/session/browser-session';

/**
 * Records a page view on every route change (the spec's page_views). Sent with fetch(keepalive) as
 * JSON, so it outlives a page being left and passes the JSON-only and same-origin rules like any
 * other call of ours (decision 0095). A prerendered page waits until it is actually shown. Any
 * failure is only logged: counting a view never disturbs the reader.
 */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  // The first view's referrer is the page the reader came from; later ones, our previous page.
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const came = pathOnly(previous.current ?? document.referrer);
    // Only web addresses are kept (an app's android-app:// referrer is not one).
    const referrer = /^https?:\/\//.test(came) ? came.slice(0, REFERRER_MAX_CHARS) : null;
    previous.current = window.location.origin + pathname;
    const send = () => {
      const session = browserSessionId();
      if (!session) return;
      fetch('/api/v1/page-views', {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: pathname.slice(0, PAGE_PATH_MAX_CHARS), referrer, session }),
      }).catch((error: unknown) => console.warn('page view not recorded', error));
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
