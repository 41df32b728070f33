import { alertStories } from '~/core/alerts';
import { forCard, type Article } from '~/core/article';
import { ALL_CATEGORIES } from '~/core/categories';
import { coverage } from '~/core/coverage';
import { dateRangeStart } from '~/core/date-range';
import type { QuotesAnswer } from '~/core/markets';
import { mutedFeedsFromCookie } from '~/core/preferences';
import { metadataKeywords } from '~/core/structured-data';
import { marketNews, mustReadStories, trendingArticles } from '~/core/trending';
import type { Db } from '~/server/db/client';
import { countArticlesByCategory, listArticles } from '~/server/news/articles';
import { listFeedSources } from '~/server/news/sources';
import { servicesContext } from '~/app/context.server';
import { parseReaderQuery, type ReaderQuery } from '~/app/features/news/reader-query';
import type { Route } from './+types/home';

/** The newest articles the lead panels (trending, market, must-read, the phone's tabs) choose from. */
const LEAD_POOL_SIZE = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config, quotes, sharedReads, now: clock } = context.get(servicesContext);
  const query = parseReaderQuery(new URL(request.url).searchParams);
  // The outlets this reader muted (their source subscriptions, mirrored in a cookie).
  const excludeFeeds = mutedFeedsFromCookie(request.headers.get('cookie'));
  const now = clock();
  // The same for every reader of this query with these outlets muted: kept a few seconds, and
  // dropped when a refresh or an admin changes what readers see (server/shared-reads.ts).
  const newsKey = `home:${JSON.stringify([query, [...excludeFeeds].sort()])}`;
  const [news, marketQuotes, marketHistory] = await Promise.all([
    sharedReads.read(newsKey, () => readNews(database.db, query, excludeFeeds, now)),
    // Stored quotes at once (never a provider call on a page's path); the browser asks for fresh ones.
    quotes.peek(),
    query.view === 'markets' ? quotes.history() : null,
  ]);
  return {
    ...news,
    query,
    now: now.toISOString(),
    /**
     * Quotes are null when the page was built offline (nothing to show but the watch's error);
     * `updates` is false when the server has no quote provider, so asking again brings nothing new.
     */
    markets: { quotes: marketQuotes as QuotesAnswer | null, history: marketHistory, updates: quotes.updates },
    mutedFeeds: excludeFeeds,
    siteUrl: config.publicUrl,
    /** True when the page was built from the browser's offline cache (never on the server). */
    offline: false as boolean,
  };
}

/** The page's stories, counts, lead panels and outlets: everything the database gives it. */
async function readNews(db: Db, query: ReaderQuery, excludeFeeds: readonly string[], now: Date) {
  const [page, counts, lead, sources] = await Promise.all([
    listArticles(
      db,
      {
        category: query.category === ALL_CATEGORIES ? undefined : query.category,
        q: query.search,
        source: query.source || undefined,
        since: dateRangeStart(query.range, now) ?? undefined,
        excludeFeeds,
        limit: query.show,
        offset: 0,
      },
      now,
    ),
    countArticlesByCategory(db, now, excludeFeeds),
    listArticles(db, { limit: LEAD_POOL_SIZE, offset: 0, excludeFeeds }, now),
    listFeedSources(db),
  ]);
  const cards = (list: readonly Article[]) => list.map(forCard);
  return {
    ...page,
    articles: cards(page.articles),
    counts,
    trending: cards(trendingArticles(lead.articles, now)),
    market: cards(marketNews(lead.articles, now)),
    mustRead: cards(mustReadStories(lead.articles, now)),
    coverage: coverage(lead.articles, counts, lead.total, now),
    alerts: alertStories(lead.articles),
    sources,
    keywords: metadataKeywords(page.articles),
  };
}

export type HomeData = Awaited<ReturnType<typeof loader>>;
