import { ChevronLeft, ChevronRight, Rss } from '~/app/ui/icons';
import { Link } from 'react-router';
import { archivePath, EDITION_FEED_PATH, editionKindName, type ArchiveQuery } from '~/core/edition-archive';
import { EDITION_KINDS } from '~/core/newsletter';
import { CategoryPill } from '~/app/components/category/CategoryPill';
import { EDITION_FEED_LINK } from '~/app/features/newsletter/edition-feed';
import { pageMeta } from '~/app/features/seo/page-meta';
import { NotFoundPage, notFoundMeta } from '~/app/shell/NotFoundPage';
import { PageShell } from '~/app/shell/PageShell';
import { buttonVariants } from '~/app/ui/button';
import type { Route } from './+types/newsletter-archive';
export { loader } from './newsletter-archive.server';

export const links: Route.LinksFunction = () => [EDITION_FEED_LINK];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData || loaderData.status === 'not-found') return notFoundMeta(location.pathname, matches);
  const query = loaderData.status === 'ok' ? loaderData.query : { page: 1, kind: null };
  return pageMeta({
    title: query.page > 1 ? `Newsletter Archive, page ${query.page}` : 'Newsletter Archive',
    description: 'Every edition of the free senior housing newsletter, as it was sent, newest first.',
    path: archivePath(query),
    matches,
    // One list under several addresses: only the unfiltered pages are indexed; a refused query is not a page.
    noindex: loaderData.status === 'refused' || query.kind !== null,
  });
};

function KindFilter({ query }: { query: ArchiveQuery }) {
  const options = [null, ...EDITION_KINDS];
  return (
    <nav aria-label="Edition kind">
      <ul className="flex flex-wrap gap-2">
        {options.map((kind) => (
          <li key={kind ?? 'all'}>
            <CategoryPill to={archivePath({ page: 1, kind })} active={query.kind === kind}>
              {kind ? editionKindName(kind) : 'All editions'}
            </CategoryPill>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ query, pageCount }: { query: ArchiveQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const link = 'inline-flex';
  return (
    <nav aria-label="Archive pages" className="flex items-center justify-between gap-3">
      {query.page > 1 ? (
        <Link
          to={archivePath({ ...query, page: query.page - 1 })}
          rel="prev"
          className={buttonVariants({ variant: 'outline', className: link })}
        >
          <ChevronLeft aria-hidden="true" />
          Newer editions
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{`Page ${query.page} of ${pageCount}`}</p>
      {query.page < pageCount ? (
        <Link
          to={archivePath({ ...query, page: query.page + 1 })}
          rel="next"
          className={buttonVariants({ variant: 'outline', className: link })}
        >
          Older editions
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'not-found') return <NotFoundPage />;
  return (
    <PageShell crumb="Newsletter Archive">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 className="font-serif text-4xl font-bold sm:text-5xl">Newsletter Archive</h1>
          <p className="text-lg text-soft-foreground">
            Every edition as it was sent, newest first.{' '}
            <Link to="/newsletter#subscribe" className="font-medium text-primary underline underline-offset-4">
              Subscribe free
            </Link>{' '}
            to get the next one in your inbox.
          </p>
          <p>
            <a href={EDITION_FEED_PATH} className={buttonVariants({ variant: 'link', className: 'h-auto px-0' })}>
              <Rss aria-hidden="true" />
              Follow the editions by RSS
            </a>
          </p>
        </header>
        {loaderData.status === 'refused' ? (
          <p role="alert" className="card p-5 font-medium text-red-800 dark:text-red-200">
            {loaderData.message}{' '}
            <Link to={archivePath({ page: 1, kind: null })} className="underline underline-offset-4">
              See the newest editions
            </Link>
          </p>
        ) : (
          <>
            <KindFilter query={loaderData.query} />
            {loaderData.editions.length === 0 ? (
              <p className="card p-5 text-soft-foreground">
                {loaderData.query.kind
                  ? `No ${editionKindName(loaderData.query.kind).toLowerCase()} has been sent yet.`
                  : 'No edition has been sent yet.'}
              </p>
            ) : (
              <ol className="flex flex-col gap-4">
                {loaderData.editions.map((edition) => (
                  <li key={edition.path} className="card p-5">
                    <article aria-labelledby={`edition-${edition.editionDate}-${edition.kind}`} className="flex flex-col gap-2">
                      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-tan-600 dark:text-tan-300">
                        {`${editionKindName(edition.kind)} · ${edition.storyCount} ${edition.storyCount === 1 ? 'story' : 'stories'}`}
                      </p>
                      <h2 id={`edition-${edition.editionDate}-${edition.kind}`} className="font-serif text-xl font-bold">
                        <Link to={edition.path} className="hover:underline">
                          {edition.dateLabel}
                        </Link>
                      </h2>
                      <ul className="list-disc pl-5 text-sm text-soft-foreground">
                        {edition.storyTitles.slice(0, 3).map((title, index) => (
                          <li key={index}>{title}</li>
                        ))}
                      </ul>
                    </article>
                  </li>
                ))}
              </ol>
            )}
            <Pagination query={loaderData.query} pageCount={loaderData.pageCount} />
          </>
        )}
      </div>
    </PageShell>
  );
}
