import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { isFrameablePath } from '~/core/embed';
import { FONT_SIZE_BOOT_SCRIPT } from '~/core/preferences';
import { TEXT } from '~/core/messages';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { PageViewBeacon } from './features/analytics/PageViewBeacon';
import { FloatingRatingButton } from './features/ratings/FloatingRatingButton';
import { listenForInstallOffer } from './features/mobile/install-prompt';
import { NewsError } from './features/news/NewsStates';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { ReadingListSync } from './features/reading-lists/ReadingListSync';
import { THEME_BOOT_SCRIPT } from './features/theme/theme';
import { Toaster } from './ui/toaster';
import { buttonVariants } from './ui/button';
import { ErrorReference } from './ui/error-reference';
import { useSiteIdentity } from '~/app/ui/site-identity';
export { loader } from './root.server';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
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
    // The theme script may add the dark class before hydration.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#435b34" />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: FONT_SIZE_BOOT_SCRIPT }} />
        {/* With a precedence React writes the stylesheet ahead of the script preloads, so the browser
            asks for it first: a phone's first paint waits for the CSS, not for the scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
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

/**
 * Any uncaught error or rejection: the spec's 'News Loading Error' panel, whose Try Again reloads
 * the data (and so recovers once the cause is gone). A 404 shows the not-found page instead, and
 * another refusal (a 4xx: a form that is not one, an unknown form) says so with the server's reason.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useSiteIdentity();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <Refusal title={TEXT.notFoundTitle} />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    // Our own refusals carry a reason for the reader; React Router's (a 405 for a page without an
    // action) carry its developer message, which is not shown.
    const internal = 'internal' in error && error.internal === true;
    const reason = !internal && typeof error.data === 'string' ? error.data : undefined;
    return <Refusal title={TEXT.badRequestTitle} reason={reason} />;
  }
  // On the server, entry.server's handleError has logged it as one structured line already.
  if (typeof document !== 'undefined') console.error(error);
  return (
    <main id="main-content" className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16">
      <title>{`${TEXT.newsLoadingError} | ${site.name}`}</title>
      <h1 className="sr-only">{site.name}</h1>
      <NewsError onRetry={() => void revalidator.revalidate()} />
      <Link to="/" className={buttonVariants({ variant: 'link' })}>
        {TEXT.returnHome}
      </Link>
      <ErrorReference />
    </main>
  );
}

/** A page the server refused: its title, the server's reason when it gave one, and the way home. */
function Refusal({ title, reason }: { title: string; reason?: string }) {
  const site = useSiteIdentity();
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <title>{`${title} | ${site.name}`}</title>
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      {reason && <p className="text-muted-foreground">{reason}</p>}
      <Link to="/" className={buttonVariants({ variant: 'sage' })}>
        {TEXT.returnHome}
      </Link>
    </main>
  );
}
