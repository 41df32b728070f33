import { useEffect } from 'react';
import { ANALYTICS_TEXT } from '~/core/messages';
import { AnalyticsCards, EmbedHosts, TopPages } from '~/app/features/analytics/AnalyticsCards';
import { DailyBarChart } from '~/app/features/analytics/DailyBarChart';
import { notify } from '~/app/ui/notify';
import type { Route } from './+types/analytics';
export { loader } from './analytics.server';

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (!loaderData.ok) notify('error', { title: ANALYTICS_TEXT.loadFailedTitle }, ANALYTICS_TEXT.loadFailed);
  }, [loaderData.ok]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">Analytics</h1>
      {loaderData.ok ? (
        <>
          <AnalyticsCards counts={loaderData.overview.counts} />
          <div className="grid gap-4 xl:grid-cols-2">
            <DailyBarChart title="Page views per day" unit="views" days={loaderData.overview.daily.pageViews} />
            <DailyBarChart title="New subscribers per day" unit="subscribers" days={loaderData.overview.daily.newSubscribers} />
            <DailyBarChart title="Poll votes per day" unit="votes" days={loaderData.overview.daily.votes} />
            <TopPages pages={loaderData.overview.topPages} emptyText={ANALYTICS_TEXT.noPageViewsYet} />
            <EmbedHosts
              hosts={loaderData.overview.embedHosts}
              emptyText={ANALYTICS_TEXT.noEmbedViewsYet}
              unknownText={ANALYTICS_TEXT.unknownEmbedHost}
            />
          </div>
        </>
      ) : (
        <p role="alert" className="card p-6 text-sm">
          {ANALYTICS_TEXT.loadFailed}
        </p>
      )}
    </div>
  );
}
