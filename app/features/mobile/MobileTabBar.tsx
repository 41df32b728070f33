import { BarChart3, Bell, Building2, Newspaper, type IconComponent } from '~/app/ui/icons';
import { Link } from 'react-router';
import { alertBadge, unseenAlerts, type AlertStory } from '~/core/alerts';
import { cn } from '~/app/ui/cn';
import { useAlertPreferences, useAlertsSeenAt } from './alerts-store';

export type TabName = 'news' | 'companies' | 'analytics' | 'alerts';

const TABS: { tab: TabName; label: string; icon: IconComponent }[] = [
  { tab: 'news', label: 'News', icon: Newspaper },
  { tab: 'companies', label: 'Companies', icon: Building2 },
  { tab: 'analytics', label: 'Analytics', icon: BarChart3 },
  { tab: 'alerts', label: 'Alerts', icon: Bell },
];

/**
 * The phone's fixed bottom bar: News, Companies, Analytics and Alerts as links (the tab lives in
 * the URL, so back and forward move between tabs), the Alerts badge showing 9+ above 9.
 */
export function MobileTabBar({
  active,
  hrefFor,
  alerts,
  now,
}: {
  active: TabName;
  hrefFor: (tab: TabName) => string;
  /** The stories the Alerts tab lists: the badge counts those this reader has not seen. */
  alerts: readonly AlertStory[];
  now: Date;
}) {
  return (
    <nav
      aria-label="Sections"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {TABS.map(({ tab, label, icon: Icon }) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <Link
                to={hrefFor(tab)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted-foreground',
                  current && 'font-bold text-primary',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
                {tab === 'alerts' && !current && <AlertsBadge stories={alerts} now={now} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The unseen-alerts count. It reads this device's storage, which the server cannot see, so it is
 * its own component: after hydration only this badge renders again, not the page around it (a
 * store read in the page made React re-render the whole home page synchronously, 500 ms of a
 * phone's main thread).
 */
function AlertsBadge({ stories, now }: { stories: readonly AlertStory[]; now: Date }) {
  const prefs = useAlertPreferences();
  const seenAt = useAlertsSeenAt();
  const badge = seenAt === undefined ? null : alertBadge(unseenAlerts(stories, prefs, seenAt, now));
  if (!badge) return null;
  return (
    <span className="absolute left-1/2 top-1.5 ml-1.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-[0.6875rem] font-bold leading-5 text-white">
      {badge}
      <span className="sr-only"> new alerts</span>
    </span>
  );
}
