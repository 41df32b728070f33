import { Search } from 'lucide-react';
import { PublisherLink } from '~/app/ui/publisher-link';
import { Form } from 'react-router';
import { ALL_CATEGORIES, categoryLabel, FILTER_CATEGORIES } from '~/core/categories';
import { relativeTime } from '~/core/time';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { FallbackLabel } from '~/app/components/fallback/FallbackLabel';
import { CategoryPill } from '~/app/components/category/CategoryPill';
import { readerQueryString } from '~/app/features/news/reader-query';
import { buttonVariants } from '~/app/ui/button';
import type { Route } from './+types/embed';
import { pageMeta } from '~/app/features/seo/page-meta';
import { useSiteIdentity } from '~/app/ui/site-identity';
export { loader } from './embed.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Senior Housing News', path: '/embed', matches, noindex: true });

/** The embeddable news feed that other websites place in an iframe. */
export default function Embed({ loaderData }: Route.ComponentProps) {
  const site = useSiteIdentity();
  const { articles, query, compact } = loaderData;
  const now = new Date(loaderData.now);
  const searching = query.search !== '';
  return (
    <main id="main-content" className="mx-auto flex max-w-6xl flex-col gap-4 p-4">
      <h1 className="font-serif text-2xl font-bold">Senior Housing News</h1>
      <Form method="get" role="search" className="flex gap-2">
        {query.category !== ALL_CATEGORIES && <input type="hidden" name="category" value={query.category} />}
        <label htmlFor="embed-search" className="sr-only">
          Search articles
        </label>
        <input
          id="embed-search"
          type="search"
          name="search"
          defaultValue={query.search}
          placeholder="Search articles..."
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm placeholder:text-brown-600 dark:placeholder:text-cream-300"
        />
        <button type="submit" className={buttonVariants({ variant: 'sage', size: 'icon' })} aria-label="Search">
          <Search aria-hidden="true" />
        </button>
      </Form>
      <nav aria-label="Categories">
        <ul className="flex flex-wrap gap-2">
          {FILTER_CATEGORIES.map((category) => (
            <li key={category}>
              <CategoryPill
                to={`/embed${readerQueryString({ category, search: query.search })}`}
                active={category === query.category}
                size="compact"
              >
                {category === ALL_CATEGORIES ? 'all' : category}
                <span className="sr-only"> ({categoryLabel(category)})</span>
              </CategoryPill>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length === 0 ? (
        <div className="card p-8 text-center">
          <p className="font-serif text-lg font-semibold">No Articles Found</p>
          <p className="text-sm text-muted-foreground">
            {searching ? 'No articles match your search criteria.' : 'No articles available at the moment.'}
          </p>
        </div>
      ) : (
        <ul className={`grid gap-4 ${compact ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
          {articles.map((article) => (
            <li key={article.id} className="card flex flex-col gap-2 p-4">
              <div className="flex items-center gap-2 text-xs">
                <CategoryBadge category={article.category} />
                <FallbackLabel article={article} />
                <time dateTime={article.publishedAt} className="text-muted-foreground">
                  {relativeTime(article.publishedAt, now)}
                </time>
              </div>
              <h2 className="line-clamp-2 font-serif text-base font-bold">{article.title}</h2>
              <p className="line-clamp-3 text-sm text-soft-foreground">{article.summary}</p>
              <div className="mt-auto flex items-center justify-between pt-1 text-xs">
                <PublisherLink href={article.url} className="font-semibold text-sage-800 underline dark:text-sage-200">
                  Read More<span className="sr-only">: {article.title} (opens in a new tab)</span>
                </PublisherLink>
                <span className="text-muted-foreground">{article.source}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-center text-xs text-muted-foreground">
        Powered by{' '}
        <a href="/" target="_blank" rel="noopener" className="font-semibold underline">
          {site.name}
        </a>
      </p>
    </main>
  );
}
