import { BarChart3, Eye, Mail, MessageSquare, Star, UserPlus, Vote } from 'lucide-react';
import type { ComponentType } from 'react';
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

/** The most viewed pages of the last 30 days. */
export function TopPages({ pages, emptyText }: { pages: { path: string; views: number }[]; emptyText: string }) {
  return (
    <section aria-labelledby="top-pages" className="card p-5">
      <h2 id="top-pages" className="mb-3 font-serif text-lg font-bold">
        Top pages <span className="text-sm font-normal text-muted-foreground">(last 30 days)</span>
      </h2>
      {pages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-1">
                Page
              </th>
              <th scope="col" className="pb-1 text-right">
                Views
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-tan-200 dark:divide-night-700">
            {pages.map((page) => (
              <tr key={page.path}>
                <td className="py-1.5 pr-3 break-all">
                  <code>{page.path}</code>
                </td>
                <td className="py-1.5 text-right tabular-nums">{number(page.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
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
    <section aria-labelledby="embed-hosts" className="card p-5">
      <h2 id="embed-hosts" className="mb-3 font-serif text-lg font-bold">
        Embedded on <span className="text-sm font-normal text-muted-foreground">(last 30 days)</span>
      </h2>
      {hosts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-1">
                Site
              </th>
              <th scope="col" className="pb-1 text-right">
                Views
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-tan-200 dark:divide-night-700">
            {hosts.map((host) => (
              <tr key={host.origin}>
                <td className="py-1.5 pr-3 break-all">{host.origin === '' ? unknownText : <code>{host.origin}</code>}</td>
                <td className="py-1.5 text-right tabular-nums">{number(host.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
