import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { isFrameablePath } from '~/core/embed';
import { TEXT } from '~/core/messages';
import { FONT_SIZE_BOOT_SCRIPT } from '~/core/preferences';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { PageViewBeacon } from './features/analytics/PageViewBeacon';
import { FloatingRatingButton } from './features/ratings/FloatingRatingButton';
import { listenForInstallOffer } from './features/mobile/install-prompt';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { ReadingListSync } from './features/reading-lists/ReadingListSync';
import { THEME_BOOT_SCRIPT } from './features/theme/theme';
import { iconSpriteHref } from './ui/icons';
import { Toaster } from './ui/toaster';
import { siteIdentityOf } from '~/app/ui/site-identity';
import { ErrorScreen, errorTitle } from './shell/ErrorScreen';
export { loader } from './root.server';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  // Asked for with the stylesheet rather than when layout reaches the first icon.
  { rel: 'preload', href: iconSpriteHref, as: 'image', type: 'image/svg+xml' },
];

/**
 * Who is signed in does not change with the home page's query (category, search, tab): the root
 * loader runs again on a new path, after a form and when asked (Refresh, the tab becoming visible).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script may add the dark class before hydration; hydrating leaves attributes as they are.
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#435b34" />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: FONT_SIZE_BOOT_SCRIPT }} />
        {/* Ahead of everything the page links, so the browser asks for it first: a phone's first
            paint waits for the CSS, not for the scripts (app/script-preloads.server.ts). */}
        <link rel="stylesheet" href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-brown-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {TEXT.skipToContent}
        </a>
        {children}
        {/* A frame on another site has no history of ours to restore, and often no sessionStorage to keep it in. */}
        {!isFrameablePath(useLocation().pathname) && <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<{ user: { email: string } | null }>('root');
  // Inside another site's frame the journal shows its news only.
  const embedded = isFrameablePath(useLocation().pathname);
  useEffect(() => {
    listenForInstallOffer();
    // A feed framed by another site gets no offline copy of the journal in that site's storage.
    if (!isFrameablePath(window.location.pathname)) registerServiceWorker();
    // Browser tests wait for this before pressing keys or buttons that need React's handlers.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <Toaster />
      <ReadingListSync email={root?.user?.email ?? null} />
      <PageViewBeacon />
      {!embedded && <FloatingRatingButton />}
    </>
  );
}

/** The error page's title, in the head with the page's other metadata; the pages give their own. */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error === undefined ? [] : [{ title: `${errorTitle(error)} | ${siteIdentityOf(matches).name}` }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
