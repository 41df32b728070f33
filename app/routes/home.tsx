import { Search } from 'lucide-react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import { ALL_CATEGORIES, categoryLabel, FILTER_CATEGORIES } from '../../core/categories';
import { TEXT } from '../../core/messages';
import { SITE } from '../../core/site';
import { countArticlesByCategory, listArticles } from '../../server/news/articles';
import { servicesContext } from '../context';
import { ArticleCard } from '../features/news/ArticleCard';
import { PAGE_SIZE, parseReaderQuery, readerQueryString } from '../features/news/reader-query';
import { SiteFooter } from '../features/layout/SiteFooter';
import { SiteHeader } from '../features/layout/SiteHeader';
import { buttonClasses } from '../ui/button';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, now: clock } = context.get(servicesContext);
  const query = parseReaderQuery(new URL(request.url).searchParams);
  const now = clock();
  const [page, counts] = await Promise.all([
    listArticles(
      database.db,
      { category: query.category === ALL_CATEGORIES ? undefined : query.category, q: query.search, limit: query.show, offset: 0 },
      now,
    ),
    countArticlesByCategory(database.db, now),
  ]);
  return { ...page, counts, query, now: now.toISOString() };
}

export function meta({ data }: Route.MetaArgs) {
  const title = data?.query.search ? `“${data.query.search}” | ${SITE.name}` : `${SITE.name} | ${SITE.tagline}`;
  return [
    { title },
    { name: 'description', content: SITE.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: SITE.description },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, total, isFallback, counts, query } = loaderData;
  const now = new Date(loaderData.now);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const allShown = articles.length >= total;
  const totalVisible = Object.entries(counts)
    .filter(([category]) => FILTER_CATEGORIES.includes(category as never))
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);

  return (
    <>
      <SiteHeader now={now} refreshing={revalidator.state === 'loading'} onRefresh={() => void revalidator.revalidate()} />
      <main id="main-content" className="mx-auto max-w-7xl px-4 py-8" aria-busy={navigation.state === 'loading'}>
        {isFallback && (
          <p
            role="status"
            className="mb-6 rounded-lg border border-tan-300 bg-tan-100 px-4 py-3 text-sm text-brown-900 dark:border-night-700 dark:bg-night-800 dark:text-cream-100"
          >
            {TEXT.fallbackNotice}
          </p>
        )}
        <section aria-labelledby="latest-news" className="flex flex-col gap-6">
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div>
              <h2 id="latest-news" className="font-serif text-2xl font-bold">
                Latest Industry News
              </h2>
              <p className="text-sm text-brown-700 dark:text-cream-200">
                {total} {total === 1 ? 'article' : 'articles'} from the last 30 days
              </p>
            </div>
            <Form method="get" role="search" className="flex w-full max-w-md gap-2">
              {query.category !== ALL_CATEGORIES && <input type="hidden" name="category" value={query.category} />}
              <label htmlFor="news-search" className="sr-only">
                Search news
              </label>
              <input
                id="news-search"
                type="search"
                name="search"
                defaultValue={query.search}
                placeholder="Search articles, sources, topics…"
                className="h-10 w-full rounded-md border border-tan-300 bg-cream-50 px-3 text-sm placeholder:text-brown-600 dark:border-night-700 dark:bg-night-800 dark:placeholder:text-cream-300"
              />
              <button type="submit" className={buttonClasses('sage', 'icon')} aria-label="Search">
                <Search aria-hidden="true" />
              </button>
            </Form>
          </div>
          <nav aria-label="Categories">
            <ul className="flex flex-wrap gap-2">
              {FILTER_CATEGORIES.map((category) => {
                const active = category === query.category;
                const n = category === ALL_CATEGORIES ? totalVisible : (counts[category] ?? 0);
                return (
                  <li key={category}>
                    <Link
                      to={readerQueryString({ category, search: query.search }) || '/'}
                      preventScrollReset
                      aria-current={active ? 'page' : undefined}
                      className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
                        active
                          ? 'border-sage-700 bg-sage-700 text-white dark:border-sage-300 dark:bg-sage-300 dark:text-sage-950'
                          : 'border-tan-300 bg-cream-50 text-brown-900 hover:bg-tan-100 dark:border-night-700 dark:bg-night-800 dark:text-cream-100 dark:hover:bg-night-700'
                      }`}
                    >
                      {categoryLabel(category)}
                      <span className="rounded-full bg-black/10 px-1.5 text-xs dark:bg-white/15">{n}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {articles.length === 0 ? (
            <div className="card px-6 py-12 text-center">
              <p className="font-serif text-xl font-semibold">{TEXT.noArticles}</p>
              <p className="mt-1 text-sm text-brown-700 dark:text-cream-200">{TEXT.noArticlesHint}</p>
            </div>
          ) : (
            <div className="grid gap-5 md:grid-cols-2">
              {articles.map((article) => (
                <ArticleCard key={article.id} article={article} now={now} />
              ))}
            </div>
          )}
          {articles.length > 0 &&
            (allShown ? (
              <p className="text-center text-sm text-brown-700 dark:text-cream-200">All {total} articles loaded.</p>
            ) : (
              <div className="text-center">
                <Link
                  to={readerQueryString({ ...query, show: query.show + PAGE_SIZE })}
                  preventScrollReset
                  className={buttonClasses('outline', 'lg')}
                >
                  Load More
                </Link>
              </div>
            ))}
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
