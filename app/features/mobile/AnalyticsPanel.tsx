import { BarChart3, Lightbulb } from '~/app/ui/icons';
import type { NewsAnalytics } from '~/core/coverage';
import { formatSigned, marketInsights, marketSummary, type QuotesAnswer } from '~/core/markets';
import { SampleDataLabel } from '~/app/components/markets/SampleDataLabel';
import { useMarketQuotes } from '~/app/components/markets/use-market-quotes';

function Tile({ value, label }: { value: string | number; label: string }) {
  return (
    <div className="card p-4">
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  );
}

/**
 * Analytics Dashboard: today's articles, the total, REITs tracked, average change, gainers and
 * losers, the top 5 categories and key insight lines, from the stored articles and the quotes
 * (no quotes to be had: no market figures).
 */
export function AnalyticsPanel({ analytics, snapshot }: { analytics: NewsAnalytics; snapshot: QuotesAnswer | null }) {
  const answer = useMarketQuotes(snapshot).shown;
  const top = analytics.topCategories[0]?.count ?? 0;
  const market = answer ? marketSummary(answer.quotes) : null;
  const sample = answer?.source === 'fallback';
  const insights = [...(market ? marketInsights(market) : []), ...analytics.insights];
  return (
    <section aria-labelledby="analytics-dashboard" className="flex flex-col gap-4">
      <div>
        <h2 id="analytics-dashboard" className="flex items-center gap-2 font-serif text-2xl font-bold">
          <BarChart3 className="size-6 text-primary" aria-hidden="true" />
          Analytics Dashboard
        </h2>
        <p className="text-sm text-muted-foreground">News activity in the last 30 days.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Tile value={analytics.today} label="Today’s articles" />
        <Tile value={analytics.total} label="Total articles" />
        <Tile value={analytics.thisWeek} label="This week" />
        <Tile value={analytics.companiesTracked} label="REITs tracked" />
        {market && (
          <>
            <Tile value={`${formatSigned(market.averageChangePercent)}%`} label="Average change" />
            <Tile value={`${market.gainers} / ${market.losers}`} label="Gainers / losers" />
          </>
        )}
      </div>
      {sample && (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <SampleDataLabel sample /> The market figures are sample data until a quote provider answers.
        </p>
      )}
      <section aria-labelledby="top-categories" className="card p-4">
        <h3 id="top-categories" className="mb-3 font-serif text-lg font-bold">
          Top categories
        </h3>
        <ol className="flex flex-col gap-2">
          {analytics.topCategories.map((c) => (
            <li key={c.category} className="flex items-center gap-3 text-sm">
              <span className="w-28 shrink-0">{c.label}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-tan-500 dark:bg-tan-300"
                  style={{ width: `${top ? Math.round((c.count / top) * 100) : 0}%` }}
                />
              </span>
              <span className="w-8 text-right font-semibold">{c.count}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="key-insights" className="card p-4">
        <h3 id="key-insights" className="mb-3 flex items-center gap-2 font-serif text-lg font-bold">
          <Lightbulb className="size-5 text-tan-600 dark:text-tan-300" aria-hidden="true" />
          Key insights
        </h3>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
          {insights.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </section>
  );
}
