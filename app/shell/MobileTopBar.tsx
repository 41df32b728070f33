import { Menu as MenuIcon } from '~/app/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { SITE } from '~/core/site';
import { ShareButton } from '~/app/components/share/ShareButton';
import type { AccountUser } from '~/app/features/auth/AccountControls';
import type { FeedSourceOption } from '~/app/features/preferences/PreferencesPanel';
import { ReadingListsButton } from '~/app/features/reading-lists/ReadingListsButton';
import { useSiteIdentity } from '~/app/ui/site-identity';

const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

export const MOBILE_TOP_BAR_ID = 'mobile-top-bar';

/**
 * The phone's fixed top bar: the title, Share (the device's share sheet where there is one), My
 * Reading Lists and the menu (account, theme, preferences). Hidden from 768 px up.
 */
export function MobileTopBar({ sources }: { sources: FeedSourceOption[] }) {
  const site = useSiteIdentity();
  const root = useRouteLoaderData<{ user: AccountUser | null; siteUrl: string }>('root');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header
      id={MOBILE_TOP_BAR_ID}
      className="fixed inset-x-0 top-0 z-30 flex h-14 items-center gap-1 border-b border-border bg-card/95 pl-3 pr-1 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden"
    >
      <Link to="/" className="min-w-0 flex-1 truncate font-serif text-lg font-bold tracking-tight">
        {site.name}
      </Link>
      <ShareButton
        iconOnly
        item={{ url: root?.siteUrl ?? '/', title: `${site.name}: ${SITE.tagline}`, summary: site.description }}
      />
      <ReadingListsButton iconOnly />
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label="Menu"
        onClick={() => setMenuOpen(true)}
        className="grid size-11 place-items-center rounded-md hover:bg-accent [&_svg]:size-5"
      >
        <MenuIcon aria-hidden="true" />
      </button>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu user={root?.user ?? null} sources={sources} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
