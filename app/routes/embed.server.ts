import { data } from 'react-router';
import { ALL_CATEGORIES } from '~/core/categories';
import { parseEmbedOptions } from '~/core/embed';
import { listArticles } from '~/server/news/articles';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/embed';

/** The feed as the host's query asks for it; a query with a mistake is refused naming it (400). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, now: clock } = context.get(servicesContext);
  const parsed = parseEmbedOptions(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ error: parsed.error, parameter: parsed.parameter }, { status: 400 });
  const { options } = parsed;
  const now = clock();
  const page = await listArticles(
    database.db,
    {
      category: options.category === ALL_CATEGORIES ? undefined : options.category,
      q: options.q,
      limit: options.limit,
      offset: 0,
    },
    now,
  );
  return { articles: page.articles, options, now: now.toISOString() };
}
