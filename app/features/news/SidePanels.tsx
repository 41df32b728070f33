import { BarChart3, Flame } from '~/app/ui/icons';
import { PublisherLink } from '~/app/ui/publisher-link';
import type { Article } from '~/core/article';
import { TEXT } from '~/core/messages';
import { relativeTime } from '~/core/time';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { FallbackLabel } from '~/app/components/fallback/FallbackLabel';

function PanelList({ articles, now, numbered }: { articles: Article[]; now: Date; numbered: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="flex flex-col divide-y divide-tan-200 dark:divide-night-700">
      {articles.map((article, index) => (
        <li key={article.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          {numbered && (
            <span className="font-serif text-2xl font-bold text-tan-500 dark:text-tan-300" aria-hidden="true">
              {index + 1}
            </span>
          )}
          <div className="min-w-0">
            <PublisherLink href={article.url} className="font-semibold leading-snug hover:underline">
              {article.title}
            </PublisherLink>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <CategoryBadge category={article.category} />
              <FallbackLabel article={article} />
              <span>{article.source}</span>
              <time dateTime={article.publishedAt}>{relativeTime(article.publishedAt, now)}</time>
            </p>
          </div>
        </li>
      ))}
    </List>
  );
}

/** Trending Now: the top 5 of the last 24 hours by the trending score. */
export function TrendingNow({ articles, now }: { articles: Article[]; now: Date }) {
  return (
    <section aria-labelledby="trending-now" className="card p-5">
      <div className="mb-4">
        <h2 id="trending-now" className="flex items-center gap-2 font-serif text-lg font-bold">
          <Flame className="size-5 text-tan-600 dark:text-tan-300" aria-hidden="true" />
          Trending Now
        </h2>
        <p className="text-xs text-muted-foreground">Updated every hour</p>
      </div>
      {articles.length > 0 ? (
        <PanelList articles={articles} now={now} numbered />
      ) : (
        <p className="text-sm text-muted-foreground">{TEXT.noTrendingYet}</p>
      )}
    </section>
  );
}

/** Market News: up to 3 of today's market stories. */
export function MarketNews({ articles, now }: { articles: Article[]; now: Date }) {
  return (
    <section aria-labelledby="market-news" className="card p-5">
      <h2 id="market-news" className="mb-4 flex items-center gap-2 font-serif text-lg font-bold">
        <BarChart3 className="size-5 text-primary" aria-hidden="true" />
        Market News
      </h2>
      {articles.length > 0 ? (
        <PanelList articles={articles} now={now} numbered={false} />
      ) : (
        <p className="text-sm text-muted-foreground">{TEXT.noMarketNewsYet}</p>
      )}
    </section>
  );
}
