import { Flame } from '~/app/ui/icons';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ALL_CATEGORIES, categoryLabel, FILTER_CATEGORIES } from '~/core/categories';
import type { SwipeDirection } from '~/core/gestures';
import { MESSAGES, TEXT } from '~/core/messages';
import { newsArticleItems, organizationJsonLd, webSiteJsonLd } from '~/core/structured-data';
import { PublisherLink } from '~/app/ui/publisher-link';
import { notify } from '~/app/ui/notify';
import { siteIdentityOf } from '~/app/ui/site-identity';
import { HydrationSlice } from '~/app/ui/hydration-slice';
import { island } from '~/app/ui/island';
import { useMediaQuery } from '~/app/ui/use-media-query';
import { useRevalidateEvery } from '~/app/ui/use-revalidate-every';
import { CategoryPill } from '~/app/components/category/CategoryPill';
import { FallbackLabel } from '~/app/components/fallback/FallbackLabel';
import { AiResultsStatus, AiSearchBox, AiSearchPanel, aiSearchArticles } from '~/app/features/ai-search/AiSearch';
import { useAiSearch } from '~/app/features/ai-search/use-ai-search';
import { useQuotePolling } from '~/app/components/markets/use-market-quotes';
import { MobileTabBar } from '~/app/features/mobile/MobileTabBar';
import { PlaceholderCards } from '~/app/features/mobile/PlaceholderCards';
import { ArticleCard } from '~/app/features/news/ArticleCard';
import { LoadMore } from '~/app/features/news/LoadMore';
import { MustRead } from '~/app/features/news/MustRead';
import { NewsLoading } from '~/app/features/news/NewsStates';
import {
  hasFilters,
  isMobileTab,
  MOBILE_TABS,
  onlyTabChanged,
  PAGE_SIZE,
  parseReaderQuery,
  readerQueryString,
  type MobileTab,
} from '~/app/features/news/reader-query';
import { SearchBox } from '~/app/features/news/SearchBox';
import { SearchFilters } from '~/app/features/news/SearchFilters';
import { keepOfflineCopy } from '~/app/features/offline/keep-offline-copy';
import { OfflineBanner } from '~/app/features/offline/OfflineBanner';
import { useOnline } from '~/app/features/offline/offline-store';
import { BookmarkButton } from '~/app/features/reading-lists/BookmarkButton';
import { JsonLd } from '~/app/features/seo/JsonLd';
import { pageMeta } from '~/app/features/seo/page-meta';
import { MOBILE_TOP_BAR_ID, MobileTopBar } from '~/app/shell/MobileTopBar';
import { SiteHeader } from '~/app/shell/SiteHeader';
import type { Route } from './+types/home';
import type { HomeData } from './home.server';
export { loader } from './home.server';

/** The spec's automatic reload of the list. */
const AUTO_RELOAD_MS = 5 * 60 * 1000;

// The phone's tabs, its gestures and the Mobile Features card load only where they are used.
const CompaniesPanel = lazy(() => import('~/app/features/mobile/CompaniesPanel').then((m) => ({ default: m.CompaniesPanel })));
const AnalyticsPanel = lazy(() => import('~/app/features/mobile/AnalyticsPanel').then((m) => ({ default: m.AnalyticsPanel })));
const AlertsPanel = lazy(() => import('~/app/features/mobile/AlertsPanel').then((m) => ({ default: m.AlertsPanel })));
const MobileGestures = lazy(() => import('~/app/features/mobile/MobileGestures').then((m) => ({ default: m.MobileGestures })));
const MobileFeatures = lazy(() => import('~/app/features/mobile/MobileFeatures').then((m) => ({ default: m.MobileFeatures })));

// Below the fold, in the sidebar or behind another view: rendered by the server, hydrated when their
// code arrives after the page's own (see island).
const belowTheFold = () => import('./home-islands');
const SmallBannerAd = island(() => belowTheFold().then((m) => m.SmallBannerAd));
const MediumBannerAd = island(() => belowTheFold().then((m) => m.MediumBannerAd));
const AdvertiseSection = island(() => belowTheFold().then((m) => m.AdvertiseSection));
const MarketSummary = island(() => belowTheFold().then((m) => m.MarketSummary));
const MarketWatch = island(() => belowTheFold().then((m) => m.MarketWatch));
const TrendingNow = island(() => belowTheFold().then((m) => m.TrendingNow));
const MarketNews = island(() => belowTheFold().then((m) => m.MarketNews));
const NeverMissBlock = island(() => belowTheFold().then((m) => m.NeverMissBlock));
const SendToFriendWidget = island(() => belowTheFold().then((m) => m.SendToFriendWidget));
const IndustryPollWidget = island(() => belowTheFold().then((m) => m.IndustryPollWidget));
const RateOurAppWidget = island(() => belowTheFold().then((m) => m.RateOurAppWidget));
const SiteFooter = island(() => belowTheFold().then((m) => m.SiteFooter));
const MarketsView = island(() => import('~/app/features/markets/MarketsView').then((m) => m.MarketsView));

const PHONE_QUERY = '(max-width: 767px)';
const TOUCH_QUERY = '(pointer: coarse)';

/**
 * Renders its (lazy) children only where the media query matches. The query is read here, not in
 * the page: the server cannot know it, so after hydration React re-renders whoever reads it
 * synchronously, and in the page that was the whole home page (500 ms of a phone's main thread).
 */
function OnlyWhere({ query, children }: { query: string; children: ReactNode }) {
  const matches = useMediaQuery(query);
  return matches ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Offline, a new view (another category, a search) is built from the articles kept on this device
 * instead of failing; online, the server answers as usual.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs): Promise<HomeData> {
  try {
    return await serverLoader();
  } catch (error) {
    if (navigator.onLine && !(error instanceof TypeError)) throw error;
    const { offlineHomeData } = await import('~/app/features/offline/offline-home');
    return offlineHomeData(parseReaderQuery(new URL(request.url).searchParams));
  }
}

/** Switching the phone's tab shows the same data: no request (so tabs work offline too). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return onlyTabChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: siteIdentityOf(matches).name }];
  const { query } = data;
  if (query.view === 'markets') {
    return pageMeta({
      title: 'REIT Market Watch and Company Profiles',
      description: 'Quotes, the market summary and company profiles of the eight senior-housing REITs the journal tracks.',
      path: `/${readerQueryString({ view: 'markets' })}`,
      matches,
    });
  }
  const label = query.category !== ALL_CATEGORIES ? `${categoryLabel(query.category)} News` : null;
  const title = query.search ? `“${query.search}”` : (label ?? undefined);
  // Searches and narrowed views are not indexed; the category views are, each with its own canonical address.
  const narrowed = query.search !== '' || query.show > PAGE_SIZE || query.range !== 'all' || query.source !== '';
  return [
    ...pageMeta({ title, path: `/${readerQueryString({ category: query.category })}`, matches, noindex: narrowed }),
    { name: 'keywords', content: data.keywords.join(', ') },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const online = useOnline();
  const [cached, setCached] = useState<{ of: HomeData; view: HomeData } | null>(null);
  // Gone offline on a page the server rendered: show what this device kept, under the banner.
  useEffect(() => {
    if (online || loaderData.offline) return;
    let current = true;
    void import('~/app/features/offline/offline-home').then(({ offlineHomeData }) => {
      if (current) setCached({ of: loaderData, view: offlineHomeData(loaderData.query) });
    });
    return () => {
      current = false;
    };
  }, [online, loaderData]);
  const cachedView = !online && cached?.of === loaderData ? cached.view : null;
  const cacheUsable = (cachedView?.total ?? 0) > 0 || (cachedView?.articles.length ?? 0) > 0;
  const data: HomeData = cachedView && cacheUsable ? cachedView : loaderData;
  const showingCache = data.offline;

  const { articles, total, isFallback, counts, query, trending, market, mustRead } = data;
  const now = new Date(data.now);
  const location = useLocation();
  const tabParam = new URLSearchParams(location.search).get('tab');
  const tab: MobileTab = isMobileTab(tabParam) ? tabParam : 'news';
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [refreshing, setRefreshing] = useState(false);
  useRevalidateEvery(AUTO_RELOAD_MS);
  // AI search (issue 12): its results replace the list; a new basic search or category resets it.
  const ai = useAiSearch({ articles, resetKey: `${query.category}|${query.search}` });
  const aiArticles = aiSearchArticles(ai.state);
  useQuotePolling(data.markets.quotes, data.markets.updates);

  // Whenever the list is non-empty, the first 50 articles are kept for reading offline.
  useEffect(() => {
    if (!loaderData.offline && loaderData.articles.length > 0) keepOfflineCopy(loaderData.mutedFeeds);
  }, [loaderData]);

  const allShown = articles.length >= total;
  const totalVisible = FILTER_CATEGORIES.reduce((sum, c) => sum + (c === ALL_CATEGORIES ? 0 : (counts[c] ?? 0)), 0);
  // A new category or search replaces the list: show the loading state until it arrives.
  const pending =
    navigation.location && navigation.location.pathname === '/'
      ? parseReaderQuery(new URLSearchParams(navigation.location.search))
      : null;
  const replacingList =
    pending !== null &&
    (pending.category !== query.category ||
      pending.search !== query.search ||
      pending.range !== query.range ||
      pending.source !== query.source);

  /** Refresh (the button or a pull): "Refreshing..." and a disabled button only while it runs. */
  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      // Check the server answers before reloading, so a failure gets its toast instead of a blank list.
      const response = await fetch('/api/v1/articles?limit=1', { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await revalidator.revalidate();
      notify('success', MESSAGES.refreshSuccess);
    } catch {
      notify('error', MESSAGES.refreshFailure);
    } finally {
      setRefreshing(false);
    }
  };

  const hrefFor = (to: MobileTab) => readerQueryString({ ...query, tab: to, view: undefined }) || '/';
  const marketsHref = readerQueryString({ ...query, tab: undefined, view: 'markets' });
  const newsHref = readerQueryString({ ...query, view: undefined }) || '/';
  const onSwipe = (direction: SwipeDirection) => {
    const step = direction === 'left' ? 1 : direction === 'right' ? -1 : 0;
    const next = MOBILE_TABS[MOBILE_TABS.indexOf(tab) + step];
    if (step && next) void navigate(hrefFor(next));
  };
  const filtered = hasFilters(query);

  return (
    <>
      <HydrationSlice>
        <SiteHeader now={now} refreshing={refreshing} onRefresh={() => void refresh()} sources={data.sources} />
      </HydrationSlice>
      <HydrationSlice>
        <MobileTopBar sources={data.sources} />
      </HydrationSlice>
      <OnlyWhere query={PHONE_QUERY}>
        <MobileGestures onRefresh={refresh} onSwipe={onSwipe} topBarId={MOBILE_TOP_BAR_ID} />
      </OnlyWhere>
      <main id="main-content" className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 max-md:gap-6 max-md:pb-24 max-md:pt-6">
        {showingCache && <OfflineBanner />}
        {!online && !showingCache && (
          <p role="status" className="rounded-lg border border-input bg-tan-100 px-4 py-3 text-sm dark:bg-night-800">
            {TEXT.offlineNothingCached}
          </p>
        )}
        {query.view === 'markets' && (
          <MarketsView
            snapshot={data.markets.quotes}
            coverage={data.coverage}
            history={data.markets.history}
            now={now}
            newsHref={newsHref}
          />
        )}
        {query.view === 'news' && tab !== 'news' && (
          <div className="md:hidden">
            <Suspense fallback={<PlaceholderCards />}>
              {tab === 'companies' && (
                <CompaniesPanel
                  companies={data.coverage.companies}
                  analytics={data.coverage.analytics}
                  snapshot={data.markets.quotes}
                  now={now}
                  marketsHref={marketsHref}
                />
              )}
              {tab === 'analytics' && <AnalyticsPanel analytics={data.coverage.analytics} snapshot={data.markets.quotes} />}
              {tab === 'alerts' && (
                <div className="flex flex-col gap-4">
                  <AlertsPanel stories={data.alerts} now={now} />
                  <OnlyWhere query={TOUCH_QUERY}>
                    <MobileFeatures />
                  </OnlyWhere>
                </div>
              )}
            </Suspense>
          </div>
        )}
        {query.view === 'news' && (
          <div className={tab !== 'news' ? 'flex flex-col gap-8 max-md:hidden' : 'flex flex-col gap-8 max-md:gap-6'}>
            {isFallback && (
              <p
                role="status"
                className="rounded-lg border border-input bg-tan-100 px-4 py-3 text-sm text-accent-foreground dark:bg-night-800"
              >
                {TEXT.fallbackNotice}
              </p>
            )}
            <SmallBannerAd />
            {trending[0] && (
              <p className="flex flex-wrap items-center gap-3 rounded-lg bg-brown-900 px-4 py-3 text-sm text-cream-50 dark:bg-night-800">
                <span className="flex items-center gap-1 rounded bg-tan-400 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brown-950">
                  <Flame className="size-3.5" aria-hidden="true" />
                  Trending
                </span>
                <PublisherLink href={trending[0].url} className="font-semibold hover:underline">
                  {trending[0].title}
                </PublisherLink>
                <FallbackLabel article={trending[0]} className="border-tan-300 text-tan-100" />
                <span className="text-cream-200">{trending[0].source}</span>
              </p>
            )}
            <div className="grid gap-8 lg:grid-cols-4">
              <div className="flex min-w-0 flex-col gap-8 lg:col-span-3">
                <HydrationSlice>
                  <MustRead articles={mustRead} now={now} />
                </HydrationSlice>
                <HydrationSlice>
                  <AiSearchPanel ai={ai} category={query.category} />
                </HydrationSlice>
                <section aria-labelledby="latest-news" className="flex flex-col gap-5">
                  <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
                    <div>
                      <h2 id="latest-news" className="font-serif text-2xl font-bold">
                        Latest Industry News
                      </h2>
                      <p className="text-sm text-muted-foreground">
                        {total} {total === 1 ? 'article' : 'articles'}{' '}
                        {showingCache ? 'saved on this device' : 'from the last 30 days'}
                      </p>
                    </div>
                    <SearchBox
                      key={`${query.category}|${query.search}`}
                      search={query.search}
                      category={query.category}
                      range={query.range}
                      source={query.source}
                      headlines={articles.map((a) => a.title)}
                      onAiSearch={(text) => void ai.run({ query: text, origin: 'inline', category: query.category })}
                    />
                  </div>
                  <AiSearchBox ai={ai} category={query.category} />
                  <HydrationSlice>
                    <nav aria-label="Categories">
                      <ul
                        data-no-swipe
                        className="flex gap-2 max-md:-mx-4 max-md:overflow-x-auto max-md:px-4 max-md:pb-1 md:flex-wrap"
                      >
                        {FILTER_CATEGORIES.map((category) => {
                          const active = category === query.category;
                          const n = category === ALL_CATEGORIES ? totalVisible : (counts[category] ?? 0);
                          return (
                            <li key={category} className="shrink-0">
                              <CategoryPill
                                to={readerQueryString({ ...query, category, show: undefined, tab: undefined }) || '/'}
                                preventScrollReset
                                active={active}
                              >
                                {categoryLabel(category)}
                                <span className="rounded-full bg-black/10 px-1.5 text-xs dark:bg-white/15">{n}</span>
                              </CategoryPill>
                            </li>
                          );
                        })}
                      </ul>
                    </nav>
                  </HydrationSlice>
                  <HydrationSlice>
                    <SearchFilters query={query} sources={data.sources.map((s) => s.name)} filtered={filtered} />
                  </HydrationSlice>
                  <AiResultsStatus ai={ai} />
                  {aiArticles ? (
                    <div className="grid gap-5 md:grid-cols-2">
                      {aiArticles.map((article) => (
                        <ArticleCard
                          key={article.id}
                          article={article}
                          now={now}
                          actions={<BookmarkButton article={article} />}
                        />
                      ))}
                    </div>
                  ) : replacingList ? (
                    <>
                      <div className="max-md:hidden">
                        <NewsLoading />
                      </div>
                      <div className="md:hidden">
                        <PlaceholderCards />
                      </div>
                    </>
                  ) : articles.length === 0 ? (
                    <div className="card px-6 py-12 text-center">
                      <p className="font-serif text-xl font-semibold">{TEXT.noArticles}</p>
                      <p className="mt-1 text-sm text-muted-foreground">{TEXT.noArticlesHint}</p>
                    </div>
                  ) : (
                    <div className="grid gap-5 md:grid-cols-2">
                      {articles.map((article) => (
                        <HydrationSlice key={article.id}>
                          <ArticleCard
                            article={article}
                            now={now}
                            query={query.search}
                            actions={<BookmarkButton article={article} />}
                          />
                        </HydrationSlice>
                      ))}
                    </div>
                  )}
                  {!aiArticles &&
                    !replacingList &&
                    articles.length > 0 &&
                    (allShown ? (
                      <p className="text-center text-sm text-muted-foreground">All {total} articles loaded.</p>
                    ) : (
                      <div className="text-center">
                        <LoadMore to={readerQueryString({ ...query, show: query.show + PAGE_SIZE, tab: undefined })} />
                      </div>
                    ))}
                </section>
                <MarketSummary snapshot={data.markets.quotes} analytics={data.coverage.analytics} marketsHref={marketsHref} />
                <NeverMissBlock />
              </div>
              <aside aria-label="Sidebar" className="render-near-viewport flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
                <TrendingNow articles={trending} now={now} />
                <MarketWatch snapshot={data.markets.quotes} now={now} marketsHref={marketsHref} />
                <MarketNews articles={market} now={now} />
                <IndustryPollWidget />
                <RateOurAppWidget />
                <SendToFriendWidget />
                <OnlyWhere query={`${TOUCH_QUERY} and (min-width: 768px)`}>
                  <MobileFeatures />
                </OnlyWhere>
              </aside>
            </div>
            <MediumBannerAd />
            <AdvertiseSection />
          </div>
        )}
      </main>
      <div className="render-near-viewport max-md:mb-16">
        <SiteFooter />
      </div>
      <MobileTabBar active={tab} hrefFor={hrefFor} alerts={data.alerts} now={now} />
      <JsonLd data={organizationJsonLd(data.siteUrl)} />
      <JsonLd data={webSiteJsonLd(data.siteUrl)} />
      <JsonLd data={newsArticleItems(articles, data.siteUrl)} />
    </>
  );
}
