import { Activity, ChevronRight, RefreshCw } from '~/app/ui/icons';
import { Link } from 'react-router';
import { formatPrice, type QuotesAnswer } from '~/core/markets';
import { MARKET_TEXT, TEXT } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { QuoteChange } from '~/app/components/markets/QuoteChange';
import { SampleDataLabel } from '~/app/components/markets/SampleDataLabel';
import { quoteTime } from './market-time';
import { useMarketQuotes } from '~/app/components/markets/use-market-quotes';

/**
 * The Real-Time Market Watch card: the eight REITs' price and move, a Refresh button, when the
 * figures were taken and that they update every 2 minutes; "Error loading stock data" with Try
 * Again when our API could not be reached. `marketsHref` links to the full markets view.
 */
export function MarketWatch({
  snapshot,
  now,
  marketsHref,
  className,
}: {
  snapshot: QuotesAnswer | null;
  now: Date;
  marketsHref?: string;
  className?: string;
}) {
  const { answer, status, refresh } = useMarketQuotes(snapshot);
  const failed = status === 'error' || !answer;
  const sample = answer?.source === 'fallback';
  return (
    <section aria-labelledby="market-watch" className={cn('card p-5', className)}>
      <div className="mb-3 flex items-start justify-between gap-2">
        <div>
          <h2 id="market-watch" className="flex items-center gap-2 font-serif text-lg font-bold">
            <Activity className="size-5 text-primary" aria-hidden="true" />
            Real-Time Market Watch
          </h2>
          <p className="text-xs text-muted-foreground">
            {answer && !failed ? `${MARKET_TEXT.lastUpdated(quoteTime(answer.lastUpdated, now))} · ` : ''}
            {MARKET_TEXT.updatesEvery}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 -mt-1 shrink-0"
          onClick={() => void refresh(true)}
          disabled={status === 'loading'}
          aria-label={status === 'loading' ? 'Refreshing quotes' : 'Refresh quotes'}
        >
          <RefreshCw className={cn(status === 'loading' && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />
        </Button>
      </div>
      {failed ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-muted p-4 text-sm">
          <p className="font-semibold">{MARKET_TEXT.watchError}</p>
          {!answer && <p className="text-muted-foreground">{MARKET_TEXT.offline}</p>}
          <Button variant="outline" size="sm" onClick={() => void refresh(true)} disabled={status === 'loading'}>
            {TEXT.tryAgain}
          </Button>
        </div>
      ) : (
        <>
          {sample && (
            <p className="mb-3 flex flex-col items-start gap-1 text-xs text-muted-foreground">
              <SampleDataLabel sample />
              {MARKET_TEXT.sampleNotice}
            </p>
          )}
          <table className="w-full text-sm">
            <caption className="sr-only">
              Senior-housing REIT quotes{sample ? ` (${MARKET_TEXT.sampleBadge.toLowerCase()})` : ''}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Price</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {answer.quotes.map((quote) => (
                <tr key={quote.symbol}>
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    <span className="block font-bold">{quote.symbol}</span>
                    <span className="block text-xs text-muted-foreground">{quote.name}</span>
                  </th>
                  <td className="py-2 text-right font-semibold tabular-nums">{formatPrice(quote.price)}</td>
                  <td className="py-2 pl-2 text-right text-xs">
                    <QuoteChange change={quote.change} changePercent={quote.changePercent} showChange={false} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {status === 'loading' ? 'Loading quotes' : ''}
      </p>
      {marketsHref && (
        <Link
          to={marketsHref}
          className="mt-4 flex items-center justify-between rounded-md text-sm font-semibold text-primary hover:underline"
        >
          Market summary and company profiles
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}
