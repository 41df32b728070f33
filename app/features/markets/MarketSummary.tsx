import { ChevronRight, PieChart } from '~/app/ui/icons';
import { Link } from 'react-router';
import type { NewsAnalytics } from '~/core/coverage';
import { formatPrice, marketSummary, type QuotesAnswer } from '~/core/markets';
import { MARKET_TEXT } from '~/core/messages';
import { QuoteChange } from '~/app/components/markets/QuoteChange';
import { SampleDataLabel } from '~/app/components/markets/SampleDataLabel';
import { useMarketQuotes } from '~/app/components/markets/use-market-quotes';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Market Summary: the sector's day from the quotes (average move and price, gainers and losers,
 * the top 3 performers) beside the news activity of the window (this week, today, top category).
 */
export function MarketSummary({
  snapshot,
  analytics,
  marketsHref,
}: {
  snapshot: QuotesAnswer | null;
  analytics: NewsAnalytics;
  marketsHref?: string;
}) {
  const answer = useMarketQuotes(snapshot).shown;
  const summary = answer ? marketSummary(answer.quotes) : null;
  const topCategory = analytics.topCategories[0];
  return (
    <section aria-labelledby="market-summary" className="card p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="market-summary" className="flex items-center gap-2 font-serif text-2xl font-bold">
          <PieChart className="size-6 text-primary" aria-hidden="true" />
          Market Summary
        </h2>
        <SampleDataLabel sample={answer?.source === 'fallback'} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {summary ? (
          <>
            <Figure label="Average change">
              <QuoteChange
                change={summary.averageChangePercent}
                changePercent={summary.averageChangePercent}
                showChange={false}
              />
            </Figure>
            <Figure label="Average price">{formatPrice(summary.averagePrice)}</Figure>
            <Figure label="Gainers / losers">
              <span className="text-gain">{summary.gainers}</span>
              <span aria-hidden="true"> / </span>
              <span className="sr-only"> gainers, </span>
              <span className="text-loss">{summary.losers}</span>
              <span className="sr-only"> losers</span>
            </Figure>
          </>
        ) : (
          <div className="col-span-2 rounded-lg bg-muted px-3 py-2 text-sm sm:col-span-3">
            <dt className="sr-only">Quotes</dt>
            <dd>{MARKET_TEXT.offline}</dd>
          </div>
        )}
        <Figure label="News this week">{analytics.thisWeek}</Figure>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold">News activity</h3>
          <ul className="flex flex-col gap-1 text-sm">
            <li className="flex justify-between gap-2">
              <span className="text-muted-foreground">Today</span>
              <span className="font-semibold">{analytics.today}</span>
            </li>
            <li className="flex justify-between gap-2">
              <span className="text-muted-foreground">This week</span>
              <span className="font-semibold">{analytics.thisWeek}</span>
            </li>
            <li className="flex justify-between gap-2">
              <span className="text-muted-foreground">Top category</span>
              <span className="font-semibold">{topCategory ? `${topCategory.label} (${topCategory.count})` : '—'}</span>
            </li>
          </ul>
        </div>
        {summary && (
          <div>
            <h3 className="mb-2 text-sm font-semibold">Top performers</h3>
            <ol className="flex flex-col gap-1 text-sm">
              {summary.topPerformers.map((quote) => (
                <li key={quote.symbol} className="flex justify-between gap-2">
                  <span>
                    <span className="font-bold">{quote.symbol}</span>{' '}
                    <span className="text-muted-foreground">{formatPrice(quote.price)}</span>
                  </span>
                  <QuoteChange change={quote.change} changePercent={quote.changePercent} showChange={false} />
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
      {marketsHref && (
        <Link to={marketsHref} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
          Company profiles
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}
