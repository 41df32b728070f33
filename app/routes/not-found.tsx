import { Link } from 'react-router';
import { TEXT } from '~/core/messages';
import { PageShell } from '~/app/shell/PageShell';
import { buttonVariants } from '~/app/ui/button';
import type { Route } from './+types/not-found';
import { pageMeta } from '~/app/features/seo/page-meta';
export { loader } from './not-found.server';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: `${TEXT.notFoundTitle}`,
    path: location.pathname,
    matches,
    noindex: true,
  });

export default function NotFound() {
  return (
    <PageShell>
      <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 text-center">
        <p className="font-serif text-7xl font-bold text-primary">404</p>
        <h1 className="font-serif text-3xl font-bold">{TEXT.notFoundTitle}</h1>
        <Link to="/" className={buttonVariants({ variant: 'sage', size: 'lg' })}>
          {TEXT.returnHome}
        </Link>
      </div>
    </PageShell>
  );
}
