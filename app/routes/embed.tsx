import { Search } from '~/app/ui/icons';
import { useEffect, useRef } from 'react';
import { Form, isRouteErrorResponse, useNavigation } from 'react-router';
import { ALL_CATEGORIES, categoryLabel, FILTER_CATEGORIES } from '~/core/categories';
import { EMBED_HEIGHT_MESSAGE, EMBED_MAX_SEARCH_LENGTH, EMBED_PATH, embedQueryString, type EmbedOptions } from '~/core/embed';
import { LOADING_SKELETON_CARDS } from '~/core/loading';
import { LoadingBar } from '~/app/features/news/NewsStates';
import { EMBED_TEXT } from '~/core/messages';
import { relativeTime } from '~/core/time';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { CategoryPill } from '~/app/components/category/CategoryPill';
import { FallbackLabel } from '~/app/components/fallback/FallbackLabel';
import { pageMeta } from '~/app/features/seo/page-meta';
import { buttonVariants } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { PublisherLink } from '~/app/ui/publisher-link';
import { useSiteIdentity } from '~/app/ui/site-identity';
import type { Route } from './+types/embed';
export { loader } from './embed.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  // Indexable under one address: every variant of the query names /embed as its canonical page.
  pageMeta({ title: EMBED_TEXT.title, path: EMBED_PATH, matches });

/**
 * The embeddable news feed that other websites frame (decision 0097). Everything the host chose
 * lives in the query (core/embed.ts says what each flag does), and every link of the feed keeps it.
 */
export default function Embed({ loaderData }: Route.ComponentProps) {
  const { articles, options } = loaderData;
  const { flags } = options;
  const now = new Date(loaderData.now);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === EMBED_PATH;
  const root = useReportedHeight(!flags.viewport);
  const compact = flags.mobile;

  return (
    <div
      ref={root}
      className={cn(
        // A frameless feed lets the host's page show through; otherwise it paints its own page.
        flags.embed ? 'bg-transparent' : 'bg-background',
        flags.responsive && '@container',
        flags.isolation && 'isolate [contain:content] [overflow-wrap:anywhere]',
        flags.viewport && 'h-dvh overflow-y-auto',
      )}
      data-embed-root=""
    >
      {/* The host's page, not ours, is what shows around a frameless feed. */}
      {flags.embed && <style href="embed-frameless" precedence="default">{`html{background:transparent}`}</style>}
      <main
        id="main-content"
        className={cn(
          'flex flex-col',
          compact ? 'gap-3' : 'gap-4',
          !flags.embed && 'mx-auto max-w-6xl',
          flags.embed ? 'p-1' : compact ? 'p-3' : 'p-4',
        )}
      >
        <h1 className={cn('font-serif font-bold', compact ? 'text-xl' : 'text-2xl')}>{EMBED_TEXT.title}</h1>
        <SearchForm options={options} compact={compact} />
        <nav aria-label="Categories">
          <ul className="flex flex-wrap gap-2">
            {FILTER_CATEGORIES.map((category) => (
              <li key={category}>
                <CategoryPill
                  to={`${EMBED_PATH}${embedQueryString({ ...options, category })}`}
                  active={category === options.category}
                  size="compact"
                  className={cn(compact && 'inline-flex min-h-11 items-center px-4 text-sm')}
                  preventScrollReset
                >
                  {category === ALL_CATEGORIES ? 'all' : category}
                  <span className="sr-only"> ({categoryLabel(category)})</span>
                </CategoryPill>
              </li>
            ))}
          </ul>
        </nav>
        {loading ? (
          <EmbedLoading columns={columnClasses(options)} />
        ) : articles.length === 0 ? (
          <div className="card p-8 text-center">
            <p className="font-serif text-lg font-semibold">{EMBED_TEXT.noResultsTitle}</p>
            <p className="text-sm text-muted-foreground">
              {options.q !== '' ? EMBED_TEXT.noResultsForSearch : EMBED_TEXT.noResultsAtAll}
            </p>
          </div>
        ) : (
          <ul className={cn('grid gap-4', columnClasses(options))}>
            {articles.map((article) => (
              <li key={article.id} className={cn('card flex flex-col gap-2 p-4', flags.shadow && 'shadow-md')}>
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <CategoryBadge category={article.category} />
                  <FallbackLabel article={article} />
                  <time dateTime={article.publishedAt} className="text-muted-foreground">
                    {relativeTime(article.publishedAt, now)}
                  </time>
                </div>
                <h2 className="line-clamp-2 font-serif text-base font-bold">{article.title}</h2>
                <p className="line-clamp-3 text-sm text-soft-foreground">{article.summary}</p>
                <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs">
                  <PublisherLink
                    href={article.url}
                    className={cn(
                      'font-semibold text-sage-800 underline dark:text-sage-200',
                      compact && 'inline-flex min-h-11 items-center',
                    )}
                  >
                    {EMBED_TEXT.readMore}
                    <span className="sr-only">: {article.title} (opens in a new tab)</span>
                  </PublisherLink>
                  <span className="text-right text-muted-foreground">{article.source}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <PoweredBy />
      </main>
    </div>
  );
}

/** One column in compact mode; otherwise 1, 2 or 3 by the window's or, responsive, the feed's own width. */
function columnClasses({ flags }: EmbedOptions): string {
  if (flags.mobile) return 'grid-cols-1';
  return flags.responsive ? '@xl:grid-cols-2 @4xl:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3';
}

function SearchForm({ options, compact }: { options: EmbedOptions; compact: boolean }) {
  // The search replaces q and keeps everything else the host chose.
  const kept = new URLSearchParams(embedQueryString({ ...options, q: '' }));
  return (
    <Form method="get" action={EMBED_PATH} role="search" className="flex gap-2" preventScrollReset>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="embed-search" className="sr-only">
        Search articles
      </label>
      <input
        id="embed-search"
        type="search"
        name="q"
        defaultValue={options.q}
        maxLength={EMBED_MAX_SEARCH_LENGTH}
        placeholder={EMBED_TEXT.searchPlaceholder}
        className={cn(
          'w-full rounded-md border border-input bg-card px-3 text-sm placeholder:text-brown-600 dark:placeholder:text-cream-300',
          compact ? 'h-11' : 'h-10',
        )}
      />
      <button
        type="submit"
        className={cn(buttonVariants({ variant: 'sage', size: 'icon' }), compact && 'size-11')}
        aria-label="Search"
      >
        <Search aria-hidden="true" />
      </button>
    </Form>
  );
}

/** The spec's loading state of the feed: its title, a bar fixed at 65 and three skeleton cards. */
function EmbedLoading({ columns }: { columns: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2">
        <p className="font-serif text-lg font-semibold">{EMBED_TEXT.loading}</p>
        <LoadingBar label={EMBED_TEXT.loading} />
      </div>
      <ul className={cn('grid gap-4', columns)} aria-hidden="true">
        {Array.from({ length: LOADING_SKELETON_CARDS }, (_, i) => (
          <li key={i} className="card flex animate-pulse flex-col gap-3 p-4">
            <span className="h-4 w-24 rounded-full bg-accent" />
            <span className="h-5 w-full rounded bg-accent" />
            <span className="h-12 w-full rounded bg-accent" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PoweredBy() {
  const site = useSiteIdentity();
  return (
    <p className="text-center text-xs text-muted-foreground">
      {EMBED_TEXT.poweredBy}{' '}
      <a href="/" target="_blank" rel="noopener" className="font-semibold underline">
        {site.name}
      </a>
    </p>
  );
}

/**
 * In another site's frame, tells the host how tall the feed is whenever that changes, so the
 * snippet's listener can size the frame to it (no inner scroll bar). The target is any origin: we
 * do not know the host's, and a height is nothing secret.
 */
function useReportedHeight(enabled: boolean) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!enabled || !element || window.parent === window) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [enabled]);
  return root;
}

/** A host's snippet with a mistake in its query: say which, in the frame where the feed would be. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.status === 400 && typeof (error.data as { error?: unknown })?.error === 'string'
      ? (error.data as { error: string }).error
      : EMBED_TEXT.loadFailed;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main-content" className="flex flex-col gap-2 p-4">
      <h1 className="font-serif text-xl font-bold">{EMBED_TEXT.title}</h1>
      <p role="alert" className="card p-4 text-sm">
        {message}
      </p>
    </main>
  );
}
