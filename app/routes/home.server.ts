import { ALL_CATEGORIES } from '~/core/categories';
import { metadataKeywords } from '~/core/structured-data';
import { marketNews, mustReadStories, trendingArticles } from '~/core/trending';
import { countArticlesByCategory, listArticles } from '~/server/news/articles';
import { servicesContext } from '~/app/context.server';
import { parseReaderQuery } from '~/app/features/news/reader-query';
import type { Route } from './+types/home';

/** The newest articles the lead panels (trending, market, must-read) choose from. */
const LEAD_POOL_SIZE = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config, now: clock } = context.get(servicesContext);
  const query = parseReaderQuery(new URL(request.url).searchParams);
  const now = clock();
  const [page, counts, lead] = await Promise.all([
    listArticles(
      database.db,
      { category: query.category === ALL_CATEGORIES ? undefined : query.category, q: query.search, limit: query.show, offset: 0 },
      now,
    ),
    countArticlesByCategory(database.db, now),
    listArticles(database.db, { limit: LEAD_POOL_SIZE, offset: 0 }, now),
  ]);
  return {
    ...page,
    counts,
    query,
    now: now.toISOString(),
    trending: trendingArticles(lead.articles, now),
    market: marketNews(lead.articles, now),
    mustRead: mustReadStories(lead.articles, now),
    siteUrl: config.publicUrl,
    keywords: metadataKeywords(page.articles),
  };
}
