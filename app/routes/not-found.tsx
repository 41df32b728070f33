import { data, Link } from 'react-router';
import { TEXT } from '~/core/messages';
import { SITE } from '~/core/site';
import { logger } from '~/server/logger';
import { PageShell } from '~/app/features/layout/PageShell';
import { buttonVariants } from '~/app/ui/button';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn({ path }, 'page not found');
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${TEXT.notFoundTitle} | ${SITE.name}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return (
    <PageShell>
      <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 text-center">
        <p className="font-serif text-7xl font-bold text-sage-700 dark:text-sage-300">404</p>
        <h1 className="font-serif text-3xl font-bold">{TEXT.notFoundTitle}</h1>
        <Link to="/" className={buttonVariants({ variant: 'sage', size: 'lg' })}>
          {TEXT.returnHome}
        </Link>
      </div>
    </PageShell>
  );
}
