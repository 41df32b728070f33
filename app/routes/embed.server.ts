import { ALL_CATEGORIES } from '~/core/categories';
import { listArticles } from '~/server/news/articles';
import { servicesContext } from '~/app/context.server';
import { parseReaderQuery } from '~/app/features/news/reader-query';
import type { Route } from './+types/embed';

const EMBED_LIMIT = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, now: clock } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const query = parseReaderQuery(params);
  const now = clock();
  const page = await listArticles(
    database.db,
    { category: query.category === ALL_CATEGORIES ? undefined : query.category, q: query.search, limit: EMBED_LIMIT, offset: 0 },
    now,
  );
  return { ...page, query, compact: params.get('mobile') === 'true', now: now.toISOString() };
}
