import { ArrowLeft } from '~/app/ui/icons';
import { Link } from 'react-router';
import type { Coverage } from '~/core/coverage';
import type { MarketHistory, QuotesAnswer } from '~/core/markets';
import { MARKET_TEXT } from '~/core/messages';
import { buttonVariants } from '~/app/ui/button';
import { CompanyProfiles } from './CompanyProfiles';
import { MarketSummary } from './MarketSummary';
import { MarketWatch } from './MarketWatch';

/**
 * The markets view, full screen in place of the news: Market Summary, the watch and the company
 * profiles, with "Back to News" to return.
 */
export function MarketsView({
  snapshot,
  coverage,
  history,
  now,
  newsHref,
}: {
  /** The page's quotes; each part below keeps them fresh. */
  snapshot: QuotesAnswer | null;
  coverage: Coverage;
  history: MarketHistory | null;
  now: Date;
  newsHref: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={newsHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          {MARKET_TEXT.backToNews}
        </Link>
      </div>
      <div className="grid gap-8 lg:grid-cols-4">
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-3">
          <MarketSummary snapshot={snapshot} analytics={coverage.analytics} />
          <CompanyProfiles snapshot={snapshot} coverage={coverage.companies} history={history} now={now} />
        </div>
        <aside aria-label="Market watch" className="lg:sticky lg:top-4 lg:self-start">
          <MarketWatch snapshot={snapshot} now={now} />
        </aside>
      </div>
    </div>
  );
}
