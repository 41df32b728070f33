import { Building2, ChevronRight, Newspaper } from '~/app/ui/icons';
import { Link } from 'react-router';
import type { CompanyCoverage, NewsAnalytics } from '~/core/coverage';
import { formatPrice, marketSummary, type QuotesAnswer } from '~/core/markets';
import { MARKET_TEXT } from '~/core/messages';
import { relativeTime } from '~/core/time';
import { PublisherLink } from '~/app/ui/publisher-link';
import { QuoteChange } from '~/app/components/markets/QuoteChange';
import { SampleDataLabel } from '~/app/components/markets/SampleDataLabel';
import { useMarketQuotes } from '~/app/components/markets/use-market-quotes';

/**
 * Company Tracker: the eight tracked REITs, those in the news first, each with its quote and its
 * latest story, and a sector summary of the quotes. Without quotes to show (offline, or the API
 * failed): then only the news figures show, never invented prices.
 */
export function CompaniesPanel({
  companies,
  analytics,
  snapshot,
  now,
  marketsHref,
}: {
  companies: CompanyCoverage[];
  analytics: NewsAnalytics;
  snapshot: QuotesAnswer | null;
  now: Date;
  marketsHref: string;
}) {
  const answer = useMarketQuotes(snapshot).shown;
  const summary = answer ? marketSummary(answer.quotes) : null;
  const sample = answer?.source === 'fallback';
  const inNews = companies.filter((c) => c.mentions > 0).length;
  return (
    <section aria-labelledby="company-tracker" className="flex flex-col gap-4">
      <div>
        <h2 id="company-tracker" className="flex items-center gap-2 font-serif text-2xl font-bold">
          <Building2 className="size-6 text-primary" aria-hidden="true" />
          Company Tracker
        </h2>
        <p className="text-sm text-muted-foreground">
          Senior-housing REITs: today’s quotes and mentions in the latest {analytics.sample} stories.
        </p>
      </div>
      <section aria-labelledby="sector-summary" className="card p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h3 id="sector-summary" className="font-serif text-lg font-bold">
            Sector summary
          </h3>
          <SampleDataLabel sample={sample} />
        </div>
        {summary ? (
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div>
              <dt className="text-xs text-muted-foreground">Average change</dt>
              <dd className="text-lg">
                <QuoteChange
                  change={summary.averageChangePercent}
                  changePercent={summary.averageChangePercent}
                  showChange={false}
                />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Gainers</dt>
              <dd className="text-lg font-bold text-gain">{summary.gainers}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Losers</dt>
              <dd className="text-lg font-bold text-loss">{summary.losers}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{MARKET_TEXT.watchError}</p>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          {analytics.companiesTracked} REITs tracked · {inNews} in the news · {companies.reduce((sum, c) => sum + c.mentions, 0)}{' '}
          mentions
        </p>
      </section>
      <h3 className="font-serif text-lg font-bold">Featured companies</h3>
      <ul className="flex flex-col gap-3">
        {companies.map((company) => {
          const quote = answer?.quotes.find((q) => q.symbol === company.symbol);
          const story = company.stories[0];
          return (
            <li key={company.symbol} className="card flex flex-col gap-2 p-4">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0">
                  <span className="font-bold">{company.symbol}</span>{' '}
                  <span className="text-sm text-muted-foreground">{company.companyName}</span>
                </p>
                {quote && (
                  <p className="flex shrink-0 flex-col items-end text-sm">
                    <span className="font-semibold tabular-nums">{formatPrice(quote.price)}</span>
                    <QuoteChange
                      change={quote.change}
                      changePercent={quote.changePercent}
                      showChange={false}
                      className="text-xs"
                    />
                  </p>
                )}
              </div>
              {story ? (
                <p className="flex gap-2 text-sm">
                  <Newspaper className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span>
                    <PublisherLink href={story.url} className="font-medium hover:underline">
                      {story.title}
                    </PublisherLink>{' '}
                    <span className="text-xs text-muted-foreground">
                      {story.source} · {relativeTime(story.publishedAt, now)}
                      {company.mentions > 1 ? ` · ${company.mentions} stories` : ''}
                    </span>
                  </span>
                </p>
              ) : (
                <p className="text-xs text-muted-foreground">{MARKET_TEXT.noCompanyNews}</p>
              )}
            </li>
          );
        })}
      </ul>
      <Link
        to={marketsHref}
        className="card flex min-h-11 items-center justify-between px-4 py-3 text-sm font-semibold text-primary hover:underline"
      >
        Company profiles and market summary
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
