import { Building2, ExternalLink, Newspaper } from '~/app/ui/icons';
import { PROFILES_AS_OF, TRACKED_COMPANIES, type TrackedCompany } from '~/core/companies';
import type { CompanyCoverage } from '~/core/coverage';
import {
  formatMarketCap,
  formatPrice,
  HISTORY_DAYS,
  sparklinePoints,
  type ClosingPrice,
  type MarketHistory,
  type Quote,
  type QuotesAnswer,
} from '~/core/markets';
import { MARKET_TEXT } from '~/core/messages';
import { relativeTime } from '~/core/time';
import { PublisherLink } from '~/app/ui/publisher-link';
import { QuoteChange } from '~/app/components/markets/QuoteChange';
import { useMarketQuotes } from '~/app/components/markets/use-market-quotes';
import { SampleDataLabel } from '~/app/components/markets/SampleDataLabel';
import { dateTimeFormat } from '~/core/intl';

const SPARK_WIDTH = 160;
const SPARK_HEIGHT = 40;
const longDate = dateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (isoDay: string) => longDate.format(new Date(`${isoDay}T00:00:00Z`));

/** The closes the journal recorded, as a line; nothing is drawn until two closes exist. */
function Sparkline({ symbol, closes }: { symbol: string; closes: ClosingPrice[] }) {
  const points = sparklinePoints(
    closes.map((c) => c.close),
    SPARK_WIDTH,
    SPARK_HEIGHT,
  );
  if (!points) return <p className="text-xs text-muted-foreground">{MARKET_TEXT.noHistory}</p>;
  const first = closes[0]!;
  const last = closes.at(-1)!;
  const rising = last.close >= first.close;
  return (
    <figure className="flex items-center gap-3">
      <svg
        width={SPARK_WIDTH}
        height={SPARK_HEIGHT}
        viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
        role="img"
        aria-label={`${symbol} closing prices, ${dayLabel(first.tradingDay)} to ${dayLabel(last.tradingDay)}: ${formatPrice(first.close)} to ${formatPrice(last.close)}`}
        className={rising ? 'text-gain' : 'text-loss'}
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        {closes.length} closes
        <br />
        last {HISTORY_DAYS} trading days
      </figcaption>
    </figure>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function CompanyProfile({
  company,
  quote,
  sample,
  coverage,
  history,
  now,
}: {
  company: TrackedCompany;
  quote: Quote | undefined;
  sample: boolean;
  coverage: CompanyCoverage | undefined;
  history: MarketHistory | null;
  now: Date;
}) {
  const { profile } = company;
  const cap = history?.marketCaps[company.symbol];
  const headingId = `profile-${company.symbol}`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-4 p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-serif text-xl font-bold">
            {company.name} <span className="text-base font-semibold text-muted-foreground">({company.symbol})</span>
          </h3>
          <p className="text-sm text-muted-foreground">{profile.headquarters}</p>
        </div>
        {quote && (
          <p className="flex shrink-0 flex-col items-end text-right">
            <span className="text-lg font-bold tabular-nums">{formatPrice(quote.price)}</span>
            <QuoteChange change={quote.change} changePercent={quote.changePercent} className="text-sm" />
            <SampleDataLabel sample={sample} className="mt-1" />
          </p>
        )}
      </header>
      <p className="text-sm text-soft-foreground">{profile.description}</p>
      {profile.note && <p className="rounded-md bg-muted px-3 py-2 text-sm">{profile.note}</p>}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Fact label="Chief executive">{profile.ceo}</Fact>
        <Fact label="Founded">{profile.founded}</Fact>
        <Fact label="Employees">{profile.employees}</Fact>
        <Fact label="Properties">{profile.properties}</Fact>
        <Fact label="Market cap">
          {cap ? (
            <>
              {formatMarketCap(cap.millions)}{' '}
              <span className="text-xs font-normal text-muted-foreground">({dayLabel(cap.tradingDay)})</span>
            </>
          ) : (
            <span className="text-xs font-normal text-muted-foreground">{MARKET_TEXT.noMarketCap}</span>
          )}
        </Fact>
        <Fact label="Investor Relations">
          <a
            href={profile.investorRelationsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            Website
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Fact>
      </dl>
      <Sparkline symbol={company.symbol} closes={history?.closes[company.symbol] ?? []} />
      <section aria-label={`${company.name} in the news`}>
        <h4 className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <Newspaper className="size-4 text-muted-foreground" aria-hidden="true" />
          In the news{coverage && coverage.mentions > 0 ? ` (${coverage.mentions})` : ''}
        </h4>
        {coverage && coverage.stories.length > 0 ? (
          <ul className="flex flex-col gap-2 text-sm">
            {coverage.stories.map((story) => (
              <li key={story.id}>
                <PublisherLink href={story.url} className="font-medium hover:underline">
                  {story.title}
                </PublisherLink>{' '}
                <span className="text-xs text-muted-foreground">
                  {story.source} · {relativeTime(story.publishedAt, now)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{MARKET_TEXT.noCompanyNews}</p>
        )}
      </section>
    </article>
  );
}

/** Company Profiles: the eight tracked REITs with quote, facts, recorded closes and their news. */
export function CompanyProfiles({
  snapshot,
  coverage,
  history,
  now,
}: {
  snapshot: QuotesAnswer | null;
  coverage: CompanyCoverage[];
  history: MarketHistory | null;
  now: Date;
}) {
  const { shown } = useMarketQuotes(snapshot);
  const quotes = shown?.quotes ?? [];
  const sample = shown?.source === 'fallback';
  return (
    <section aria-labelledby="company-profiles" className="flex flex-col gap-4">
      <div>
        <h2 id="company-profiles" className="flex items-center gap-2 font-serif text-2xl font-bold">
          <Building2 className="size-6 text-primary" aria-hidden="true" />
          Company Profiles
        </h2>
        <p className="text-sm text-muted-foreground">
          Company facts as of {dayLabel(PROFILES_AS_OF)}, from the companies’ filings; prices from the quote provider; price
          history from the closes the journal recorded.
        </p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {TRACKED_COMPANIES.map((company) => (
          <CompanyProfile
            key={company.symbol}
            company={company}
            quote={quotes.find((q) => q.symbol === company.symbol)}
            sample={sample}
            coverage={coverage.find((c) => c.symbol === company.symbol)}
            history={history}
            now={now}
          />
        ))}
      </div>
    </section>
  );
}
