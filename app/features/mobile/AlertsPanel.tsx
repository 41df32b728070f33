import { Bell, CalendarClock } from '~/app/ui/icons';
import { useEffect } from 'react';
import { ALERT_KINDS, ALERT_LABELS, RECENT_ALERTS, UPCOMING_ALERTS, type AlertStory } from '~/core/alerts';
import { relativeTime } from '~/core/time';
import { cn } from '~/app/ui/cn';
import { PublisherLink } from '~/app/ui/publisher-link';
import { markAlertsSeen, saveAlertPreferences, useAlertPreferences } from './alerts-store';

const KIND_LABELS = { breaking: 'Breaking', market: 'Market', companies: 'Company', weekly: 'Weekly' } as const;

/**
 * News Alerts: the four preference switches (kept in this browser), recent alerts from the 3
 * newest articles and the two upcoming items. Opening the tab clears the badge.
 */
export function AlertsPanel({ stories, now }: { stories: AlertStory[]; now: Date }) {
  const prefs = useAlertPreferences();
  useEffect(() => markAlertsSeen(Date.now()), []);
  return (
    <section aria-labelledby="news-alerts" className="flex flex-col gap-4">
      <div>
        <h2 id="news-alerts" className="flex items-center gap-2 font-serif text-2xl font-bold">
          <Bell className="size-6 text-primary" aria-hidden="true" />
          News Alerts
        </h2>
        <p className="text-sm text-muted-foreground">Choose what the Alerts badge counts.</p>
      </div>
      <ul className="card flex flex-col divide-y divide-border">
        {ALERT_KINDS.map((kind) => {
          const on = prefs[kind];
          const id = `alert-${kind}`;
          return (
            <li key={kind} className="flex items-center justify-between gap-4 px-4 py-3">
              <div>
                <p id={id} className="font-semibold">
                  {ALERT_LABELS[kind].title}
                </p>
                <p className="text-xs text-muted-foreground">{ALERT_LABELS[kind].description}</p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={id}
                onClick={() => saveAlertPreferences({ ...prefs, [kind]: !on })}
                className="grid min-h-11 min-w-14 shrink-0 place-items-center"
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center rounded-full p-0.5 transition-colors',
                    on ? 'bg-primary' : 'bg-stone-400 dark:bg-night-700',
                  )}
                >
                  <span className={cn('size-6 rounded-full bg-white shadow transition-transform', on && 'translate-x-5')} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="recent-alerts" className="card p-4">
        <h3 id="recent-alerts" className="mb-3 font-serif text-lg font-bold">
          Recent alerts
        </h3>
        {stories.length === 0 ? (
          <p className="text-sm text-muted-foreground">No stories yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {stories.slice(0, RECENT_ALERTS).map((story) => {
              const kind = story.kinds.find((k) => k !== 'breaking') ?? 'breaking';
              return (
                <li key={story.id} className="flex flex-col gap-1">
                  <p className="flex items-center gap-2 text-xs text-muted-foreground">
                    <span className="rounded-full bg-accent px-2 py-0.5 font-semibold text-accent-foreground">
                      {KIND_LABELS[kind]}
                    </span>
                    {story.source} · {relativeTime(story.publishedAt, now)}
                  </p>
                  <PublisherLink href={story.url} className="font-medium leading-snug hover:underline">
                    {story.title}
                  </PublisherLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="upcoming-alerts" className="card p-4">
        <h3 id="upcoming-alerts" className="mb-3 font-serif text-lg font-bold">
          Upcoming
        </h3>
        <ul className="flex flex-col gap-3">
          {UPCOMING_ALERTS.map((item) => (
            <li key={item.title} className="flex items-center gap-3">
              <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium">{item.title}</p>
                <p className="text-xs text-muted-foreground">{item.when}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
