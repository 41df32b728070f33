import { Flame } from 'lucide-react';
import { PublisherLink } from '~/app/ui/publisher-link';
import { useNavigation, useRevalidator } from 'react-router';
import { ALL_CATEGORIES, categoryLabel, FILTER_CATEGORIES } from '~/core/categories';
import { MESSAGES, TEXT } from '~/core/messages';
import { SITE } from '~/core/site';
import { newsArticleItems, organizationJsonLd, webSiteJsonLd } from '~/core/structured-data';
import { AdvertiseSection, MediumBannerAd, SmallBannerAd } from '~/app/features/ads/HouseAds';
import { JsonLd } from '~/app/features/seo/JsonLd';
import { NeverMissBlock, SendToFriendWidget } from '~/app/features/newsletter/NewsletterBlocks';
import { SiteFooter } from '~/app/shell/SiteFooter';
import { SiteHeader } from '~/app/shell/SiteHeader';
import { CategoryPill } from '~/app/components/category/CategoryPill';
import { FallbackLabel } from '~/app/components/fallback/FallbackLabel';
import { ArticleCard } from '~/app/features/news/ArticleCard';
import { LoadMore } from '~/app/features/news/LoadMore';
import { MustRead } from '~/app/features/news/MustRead';
import { NewsLoading } from '~/app/features/news/NewsStates';
import { PAGE_SIZE, parseReaderQuery, readerQueryString } from '~/app/features/news/reader-query';
import { SearchBox } from '~/app/features/news/SearchBox';
import { AiResultsStatus, AiSearchBox, AiSearchPanel, aiSearchArticles } from '~/app/features/ai-search/AiSearch';
import { useAiSearch } from '~/app/features/ai-search/use-ai-search';
import { MarketNews, TrendingNow } from '~/app/features/news/SidePanels';
import { notify } from '~/app/ui/notify';
import { useRevalidateEvery } from '~/app/ui/use-revalidate-every';
import type { Route } from './+types/home';
export { loader } from './home.server';

/** The spec's automatic reload of the list. */
const AUTO_RELOAD_MS = 5 * 60 * 1000;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: SITE.name }];
  const { query, siteUrl } = data;
  const label = query.category !== ALL_CATEGORIES ? `${categoryLabel(query.category)} News` : null;
  const title = query.search
    ? `“${query.search}” | ${SITE.name}`
    : label
      ? `${label} | ${SITE.name}`
      : `${SITE.name} | ${SITE.tagline}`;
  // Searches are not indexed; the category views are, each with its own canonical address.
  const canonical = `${siteUrl}/${readerQueryString({ category: query.category })}`;
  return [
    { title },
    { name: 'description', content: SITE.description },
    { name: 'keywords', content: data.keywords.join(', ') },
    ...(query.search || query.show > PAGE_SIZE ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: SITE.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: SITE.description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, total, isFallback, counts, query, trending, market, mustRead } = loaderData;
  const now = new Date(loaderData.now);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  useRevalidateEvery(AUTO_RELOAD_MS);
  // AI search (issue 12): its results replace the list; a new basic search or category resets it.
  const ai = useAiSearch({ articles, resetKey: `${query.category}|${query.search}` });
  const aiArticles = aiSearchArticles(ai.state);

  const allShown = articles.length >= total;
  const totalVisible = FILTER_CATEGORIES.reduce((sum, c) => sum + (c === ALL_CATEGORIES ? 0 : (counts[c] ?? 0)), 0);
  // A new category or search replaces the list: show the loading panel until it arrives.
  const pending =
    navigation.location && navigation.location.pathname === '/'
      ? parseReaderQuery(new URLSearchParams(navigation.location.search))
      : null;
  const replacingList = pending !== null && (pending.category !== query.category || pending.search !== query.search);

  const refresh = async () => {
    try {
      // Check the server answers before reloading, so a failure gets its toast instead of a blank list.
      const response = await fetch('/api/v1/articles?limit=1', { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await revalidator.revalidate();
      notify('success', MESSAGES.refreshSuccess);
    } catch {
      notify('error', MESSAGES.refreshFailure);
    }
  };

  return (
    <>
      <SiteHeader now={now} refreshing={revalidator.state === 'loading'} onRefresh={() => void refresh()} />
      <main id="main-content" className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
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
            <MustRead articles={mustRead} now={now} />
            <AiSearchPanel ai={ai} category={query.category} />
            <section aria-labelledby="latest-news" className="flex flex-col gap-6">
              <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
                <div>
                  <h2 id="latest-news" className="font-serif text-2xl font-bold">
                    Latest Industry News
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {total} {total === 1 ? 'article' : 'articles'} from the last 30 days
                  </p>
                </div>
                <SearchBox
                  key={`${query.category}|${query.search}`}
                  search={query.search}
                  category={query.category}
                  headlines={articles.map((a) => a.title)}
                  onAiSearch={(text) => void ai.run({ query: text, origin: 'inline', category: query.category })}
                />
              </div>
              <AiSearchBox ai={ai} category={query.category} />
              <nav aria-label="Categories">
                <ul className="flex flex-wrap gap-2">
                  {FILTER_CATEGORIES.map((category) => {
                    const active = category === query.category;
                    const n = category === ALL_CATEGORIES ? totalVisible : (counts[category] ?? 0);
                    return (
                      <li key={category}>
                        <CategoryPill
                          to={readerQueryString({ category, search: query.search }) || '/'}
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
              <AiResultsStatus ai={ai} />
              {aiArticles ? (
                <div className="grid gap-5 md:grid-cols-2">
                  {aiArticles.map((article) => (
                    <ArticleCard key={article.id} article={article} now={now} />
                  ))}
                </div>
              ) : replacingList ? (
                <NewsLoading />
              ) : articles.length === 0 ? (
                <div className="card px-6 py-12 text-center">
                  <p className="font-serif text-xl font-semibold">{TEXT.noArticles}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{TEXT.noArticlesHint}</p>
                </div>
              ) : (
                <div className="grid gap-5 md:grid-cols-2">
                  {articles.map((article) => (
                    <ArticleCard key={article.id} article={article} now={now} query={query.search} />
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
                    <LoadMore to={readerQueryString({ ...query, show: query.show + PAGE_SIZE })} />
                  </div>
                ))}
            </section>
            <NeverMissBlock />
          </div>
          <aside aria-label="Sidebar" className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
            <TrendingNow articles={trending} now={now} />
            <MarketNews articles={market} now={now} />
            <SendToFriendWidget />
          </aside>
        </div>
        <MediumBannerAd />
        <AdvertiseSection />
      </main>
      <SiteFooter />
      <JsonLd data={organizationJsonLd(loaderData.siteUrl)} />
      <JsonLd data={webSiteJsonLd(loaderData.siteUrl)} />
      <JsonLd data={newsArticleItems(articles, loaderData.siteUrl)} />
    </>
  );
}
