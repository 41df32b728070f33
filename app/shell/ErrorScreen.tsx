import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';
import { TEXT } from '~/core/messages';
import { NewsError } from '~/app/features/news/NewsStates';
import { buttonVariants } from '~/app/ui/button';
import { ErrorReference } from '~/app/ui/error-reference';
import { useSiteIdentity } from '~/app/ui/site-identity';

/** The title of a refused request's page (a 4xx), or null when the fault is ours. */
function refusalTitle(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return null;
  return error.status === 404 ? TEXT.notFoundTitle : TEXT.badRequestTitle;
}

/** The error page's title (without the site's name). */
export function errorTitle(error: unknown): string {
  return refusalTitle(error) ?? TEXT.newsLoadingError;
}

/**
 * The site's error screen, for any uncaught error or rejection: the spec's 'News Loading Error'
 * panel, whose Try Again reloads the data (and so recovers once the cause is gone). A 404 shows the
 * not-found page instead, and another refusal (a 4xx: a form that is not one, an unknown form) says
 * so with the server's reason. A route's error boundary renders it for what it does not handle
 * itself, rather than throwing the error on: Preact gives an error thrown by an error boundary to
 * no boundary above it.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const site = useSiteIdentity();
  const revalidator = useRevalidator();
  const refused = refusalTitle(error);
  if (refused === TEXT.notFoundTitle) return <Refusal title={refused} />;
  if (refused && isRouteErrorResponse(error)) {
    // Our own refusals carry a reason for the reader; React Router's (a 405 for a page without an
    // action) carry its developer message, which is not shown.
    const internal = 'internal' in error && error.internal === true;
    const reason = !internal && typeof error.data === 'string' ? error.data : undefined;
    return <Refusal title={refused} reason={reason} />;
  }
  // On the server, entry.server's handleError has logged it as one structured line already.
  if (typeof document !== 'undefined') console.error(error);
  return (
    <main id="main-content" className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16">
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
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      {reason && <p className="text-muted-foreground">{reason}</p>}
      <Link to="/" className={buttonVariants({ variant: 'sage' })}>
        {TEXT.returnHome}
      </Link>
    </main>
  );
}
