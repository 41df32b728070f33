import { Building2, Newspaper } from 'lucide-react';
import type { CompanyCoverage, NewsAnalytics } from '~/core/coverage';
import { relativeTime } from '~/core/time';
import { PublisherLink } from '~/app/ui/publisher-link';

/** A quote for one symbol, when the markets work provides them. */
export interface CompanyQuote {
  price: number;
  change: number;
  changePercent: number;
}

/**
 * Company Tracker: the eight tracked REITs with how often the news names them and their latest
 * story, and a sector summary of the window's coverage. `quotes` (by symbol) adds prices once the
 * markets work provides them; without it no figure is shown that we do not have.
 */
export function CompaniesPanel({
  companies,
  analytics,
  now,
  quotes,
}: {
  companies: CompanyCoverage[];
  analytics: NewsAnalytics;
  now: Date;
  quotes?: Record<string, CompanyQuote>;
}) {
  const featured = companies.filter((c) => c.mentions > 0);
  const quiet = companies.filter((c) => c.mentions === 0);
  return (
    <section aria-labelledby="company-tracker" className="flex flex-col gap-4">
      <div>
        <h2 id="company-tracker" className="flex items-center gap-2 font-serif text-2xl font-bold">
          <Building2 className="size-6 text-primary" aria-hidden="true" />
          Company Tracker
        </h2>
        <p className="text-sm text-muted-foreground">
          Senior-housing REITs in the news: mentions in the latest {analytics.sample} stories.
        </p>
      </div>
      <div className="card grid grid-cols-3 divide-x divide-border p-4 text-center">
        <div>
          <p className="text-2xl font-bold">{analytics.companiesTracked}</p>
          <p className="text-xs text-muted-foreground">REITs tracked</p>
        </div>
        <div>
          <p className="text-2xl font-bold">{featured.length}</p>
          <p className="text-xs text-muted-foreground">in the news</p>
        </div>
        <div>
          <p className="text-2xl font-bold">{companies.reduce((sum, c) => sum + c.mentions, 0)}</p>
          <p className="text-xs text-muted-foreground">mentions</p>
        </div>
      </div>
      <h3 className="font-serif text-lg font-bold">Featured companies</h3>
      {featured.length === 0 && (
        <p className="card p-4 text-sm text-muted-foreground">None of the tracked companies is named in the latest stories.</p>
      )}
      <ul className="flex flex-col gap-3">
        {featured.map((company) => {
          const quote = quotes?.[company.symbol];
          return (
            <li key={company.symbol} className="card flex flex-col gap-2 p-4">
              <div className="flex items-baseline justify-between gap-3">
                <p>
                  <span className="font-bold">{company.symbol}</span>{' '}
                  <span className="text-sm text-muted-foreground">{company.companyName}</span>
                </p>
                {quote ? (
                  <p className="text-sm font-semibold">
                    ${quote.price.toFixed(2)}{' '}
                    <span
                      className={quote.change >= 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}
                    >
                      {quote.change >= 0 ? '+' : ''}
                      {quote.changePercent.toFixed(2)}%
                    </span>
                  </p>
                ) : (
                  <p className="shrink-0 text-sm font-semibold text-primary">
                    {company.mentions} {company.mentions === 1 ? 'story' : 'stories'}
                  </p>
                )}
              </div>
              {company.latest && (
                <p className="flex gap-2 text-sm">
                  <Newspaper className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span>
                    <PublisherLink href={company.latest.url} className="font-medium hover:underline">
                      {company.latest.title}
                    </PublisherLink>{' '}
                    <span className="text-xs text-muted-foreground">
                      {company.latest.source} · {relativeTime(company.latest.publishedAt, now)}
                    </span>
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {quiet.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Not in the latest stories: {quiet.map((c) => `${c.symbol} (${c.companyName})`).join(', ')}.
        </p>
      )}
      <section aria-labelledby="sector-summary" className="card p-4">
        <h3 id="sector-summary" className="mb-3 font-serif text-lg font-bold">
          Sector summary
        </h3>
        <ul className="flex flex-col gap-2">
          {analytics.topCategories.map((c) => (
            <li key={c.category} className="flex items-center gap-3 text-sm">
              <span className="w-28 shrink-0">{c.label}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-sage-600 dark:bg-sage-300"
                  style={{ width: `${analytics.total ? Math.round((c.count / analytics.total) * 100) : 0}%` }}
                />
              </span>
              <span className="w-8 text-right font-semibold">{c.count}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">Stories per category in the last 30 days.</p>
      </section>
    </section>
  );
}
