import { Link } from 'react-router';
import { TEXT } from '~/core/messages';
import { buttonVariants } from '~/app/ui/button';
import { pageMeta, type PageMeta } from '~/app/features/seo/page-meta';
import { PageShell } from './PageShell';

/** The not-found page's metadata: its title, at the address asked for, kept out of search engines. */
export function notFoundMeta(path: string, matches: PageMeta['matches']) {
  return pageMeta({ title: TEXT.notFoundTitle, path, matches, noindex: true });
}

/** The site's not-found page: an unknown address, and a known route asked for something that does not exist. */
export function NotFoundPage() {
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
