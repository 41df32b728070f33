import { BarChart3, Eye, Mail, MessageSquare, Star, UserPlus, Vote } from '~/app/ui/icons';
import type { ComponentType, ReactNode } from 'react';
import { formatAverageRating, RATING_MAX } from '~/core/ratings';

import type { AnalyticsCounts } from '~/core/analytics';

const number = (value: number) => value.toLocaleString('en-US');

/** The spec's eight cards, in its order. */
export function AnalyticsCards({ counts }: { counts: AnalyticsCounts }) {
  const cards: { label: string; value: string; note?: string; icon: ComponentType<{ className?: string }> }[] = [
    { label: 'Total subscribers', value: number(counts.totalSubscribers), icon: Mail },
    { label: 'New subscribers', value: number(counts.newSubscribers), note: 'last 30 days', icon: UserPlus },
    { label: 'Polls', value: number(counts.polls), note: `${number(counts.activePolls)} active`, icon: Vote },
    { label: 'Poll responses', value: number(counts.pollResponses), icon: MessageSquare },
    { label: 'Average rating', value: formatAverageRating(counts.averageRating), note: `out of ${RATING_MAX}`, icon: Star },
    { label: 'Total ratings', value: number(counts.totalRatings), icon: BarChart3 },
    { label: 'Total page views', value: number(counts.totalPageViews), icon: Eye },
    { label: 'Page views', value: number(counts.recentPageViews), note: 'last 30 days', icon: Eye },
  ];
  return (
    <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, note, icon: Icon }) => (
        <li key={`${label}-${note ?? ''}`} className="card flex flex-col gap-1 p-4">
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </span>
          <span className="font-serif text-2xl font-bold tabular-nums">{value}</span>
          {note && <span className="text-xs text-muted-foreground">{note}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A card with a two-column table of views over the last 30 days (the top pages, the embed hosts). */
function ViewsTable({
  id,
  title,
  keyHeading,
  rows,
  emptyText,
}: {
  id: string;
  title: string;
  keyHeading: string;
  rows: { key: string; label: ReactNode; views: number }[];
  emptyText: string;
}) {
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="mb-3 font-serif text-lg font-bold">
        {title} <span className="text-sm font-normal text-muted-foreground">(last 30 days)</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-1">
                {keyHeading}
              </th>
              <th scope="col" className="pb-1 text-right">
                Views
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-tan-200 dark:divide-night-700">
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="py-1.5 pr-3 break-all">{row.label}</td>
                <td className="py-1.5 text-right tabular-nums">{number(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The most viewed pages of the last 30 days. */
export function TopPages({ pages, emptyText }: { pages: { path: string; views: number }[]; emptyText: string }) {
  return (
    <ViewsTable
      id="top-pages"
      title="Top pages"
      keyHeading="Page"
      rows={pages.map((page) => ({ key: page.path, label: <code>{page.path}</code>, views: page.views }))}
      emptyText={emptyText}
    />
  );
}

/**
 * Where the news feed is embedded (issue 16): the host sites whose pages showed /embed or the
 * script widget in the last 30 days, by views.
 */
export function EmbedHosts({
  hosts,
  emptyText,
  unknownText,
}: {
  hosts: { origin: string; views: number }[];
  emptyText: string;
  unknownText: string;
}) {
  return (
    <ViewsTable
      id="embed-hosts"
      title="Embedded on"
      keyHeading="Site"
      rows={hosts.map((host) => ({
        key: host.origin,
        label: host.origin === '' ? unknownText : <code>{host.origin}</code>,
        views: host.views,
      }))}
      emptyText={emptyText}
    />
  );
}
