import { CalendarDays, Newspaper, RefreshCw } from '~/app/ui/icons';
import { Link, useRouteLoaderData } from 'react-router';
import { TEXT } from '~/core/messages';
import { SITE } from '~/core/site';
import { readerWindow } from '~/core/time';
import { Button } from '~/app/ui/button';
import { AccountControls, type AccountUser } from '~/app/features/auth/AccountControls';
import { ShareButton } from '~/app/components/share/ShareButton';
import { PreferencesButton } from '~/app/features/preferences/PreferencesButton';
import type { FeedSourceOption } from '~/app/features/preferences/PreferencesPanel';
import { ReadingListsButton } from '~/app/features/reading-lists/ReadingListsButton';
import { ThemeMenu } from '~/app/features/theme/ThemeMenu';
import { useSiteIdentity } from '~/app/ui/site-identity';

export interface SiteHeaderProps {
  now: Date;
  refreshing: boolean;
  onRefresh?: () => void;
  /** The outlets the Preferences dialog lists. */
  sources?: FeedSourceOption[];
}

/**
 * The header block: logo, title, subtitle, the Senior Living Industry card, Share, Refresh, reading
 * lists, preferences, theme, account. On a phone only the card shows: the top bar has the rest.
 */
export function SiteHeader({ now, refreshing, onRefresh, sources = [] }: SiteHeaderProps) {
  const site = useSiteIdentity();
  const window = readerWindow(now);
  const root = useRouteLoaderData<{ user: AccountUser | null; siteUrl: string }>('root');
  return (
    <header className="border-b border-border bg-cream-50/80 max-md:border-0 max-md:bg-transparent max-md:pt-14 dark:bg-night-800/60 max-md:dark:bg-transparent">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 max-md:pb-0 max-md:pt-4 lg:flex-row lg:items-center lg:justify-between">
        <Link to="/" className="flex items-center gap-4 rounded-lg max-md:hidden">
          <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-primary text-cream-50 shadow-sm dark:text-sage-950">
            <Newspaper className="size-7" aria-hidden="true" />
          </span>
          <span className="flex flex-col">
            <span className="font-serif text-2xl font-bold tracking-tight text-card-foreground sm:text-3xl">{site.name}</span>
            <span className="text-sm font-semibold uppercase tracking-[0.18em] text-tan-600 dark:text-tan-300">
              {SITE.tagline}
            </span>
            <span className="mt-1 max-w-xl text-sm text-muted-foreground">{SITE.subtitle}</span>
          </span>
        </Link>
        <div className="flex flex-col items-start gap-3 lg:items-end">
          <div className="flex flex-wrap items-center gap-2 max-md:hidden lg:flex-nowrap">
            <ShareButton
              item={{ url: root?.siteUrl ?? '/', title: `${site.name}: ${SITE.tagline}`, summary: site.description }}
            />
            <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing || !onRefresh}>
              <RefreshCw className={refreshing ? 'animate-spin' : ''} aria-hidden="true" />
              {refreshing ? TEXT.refreshing : TEXT.refresh}
            </Button>
            <ReadingListsButton />
            <PreferencesButton sources={sources} />
            <ThemeMenu />
            <AccountControls user={root?.user ?? null} />
          </div>
          <div className="card flex items-center gap-3 px-4 py-2 max-md:w-full">
            <CalendarDays className="size-5 text-primary" aria-hidden="true" />
            <div className="leading-tight">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{SITE.industryLabel}</p>
              <p className="text-sm font-medium">{window.label}</p>
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
