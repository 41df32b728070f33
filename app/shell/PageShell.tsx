import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { AccountControls, type AccountUser } from '~/app/features/auth/AccountControls';
import { ThemeMenu } from '~/app/features/theme/ThemeMenu';
import { SiteFooter } from './SiteFooter';
import { useSiteIdentity } from '~/app/ui/site-identity';

/** The frame of the secondary pages: a compact masthead, a breadcrumb and the footer. */
export function PageShell({ crumb, children }: { crumb?: string; children: ReactNode }) {
  const site = useSiteIdentity();
  const root = useRouteLoaderData<{ user: AccountUser | null }>('root');
  return (
    <>
      <header className="border-b border-border bg-cream-50/80 dark:bg-night-800/60">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4">
          <Link to="/" className="font-serif text-xl font-bold tracking-tight">
            {site.name}
          </Link>
          <div className="flex min-w-0 items-center gap-2">
            <ThemeMenu />
            <AccountControls user={root?.user ?? null} />
          </div>
        </div>
      </header>
      {crumb && (
        <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-5 text-sm">
          <ol className="flex items-center gap-2 text-muted-foreground">
            <li>
              <Link to="/" className="hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="font-semibold text-card-foreground">
              {crumb}
            </li>
          </ol>
        </nav>
      )}
      <main id="main-content" className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
