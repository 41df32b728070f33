/**
 * The composition root: every service is built here, once per process, with exactly what it
 * depends on (its store, mailer, limiters, clock). Nothing in server/ keeps state in module
 * variables; what must live as long as the process (rate limits, the delivery pace, the refresh
 * queue, the job queue) is owned by an object built here and handed over.
 */
import { ACCOUNT_MAIL_LIMIT, createAuth, resolveAuthSecret, SIGN_IN_LIMIT, SIGN_UP_LIMIT, type Auth } from './auth/auth';
import { createSettingsStore, type SettingsStore } from './admin/settings';
import { mailIdentityOf } from './newsletter/templates/identity';
import { createSuppressionList, withSuppressions, type SuppressionList } from './newsletter/suppressions';
import { createAuthGateway, type AuthGateway } from './auth/gateway';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import { createRateLimiter } from './limits/rate-limiter';
import { createPageViews, PAGE_VIEW_LIMIT, type PageViews } from './analytics/page-views';
import { createRatings, RATING_SUBMIT_LIMIT, type Ratings } from './ratings/ratings';
import { createAlphaVantage, createFinnhub, type QuoteProvider } from './markets/providers';
import { createQuoteService, type QuoteService } from './markets/quotes';
import { QUOTE_FRESH_MS } from '~/core/markets';
import { createFeedRefresher, type FeedRefresher } from './news/refresh';
import { createPageCache, type PageCache } from './http/page-cache';
import { createPublishedChanges, type PublishedChanges } from './published-changes';
import { createSharedReads, type SharedReads } from './shared-reads';
import { createMetrics, type JournalMetrics } from './metrics';
import { createEmbedder, type Embedder } from './search/embedder';
import { createLanguageModel } from './search/llm';
import { createSemanticSearch, SEMANTIC_SEARCH_RATE, type SemanticSearch } from './search/service';
import { createWordNeighbours } from './search/word-neighbours';
import { createReadingListStore, READING_LIST_WRITE_LIMIT, type ReadingListStore } from './reading-lists/reading-lists';
import { createEditionArchive, type EditionArchive } from './newsletter/archive';
import { createEditions, type Editions } from './newsletter/editions';
import { createPressReleases, type PressReleases } from './newsletter/press-releases';
import type { PageFetchLimits } from './news/fetch-page';
import { pinnedFetch, type HttpFetch } from './news/pinned-fetch';
import { createMailer, type Mailer } from './newsletter/mailer';
import { createPolls, type Polls } from './polls/polls';
import { VOTE_LIMIT } from '~/core/polls';
import {
  createSubscriptions,
  SUBSCRIPTION_LIMITS,
  type SubscriptionLimits,
  type Subscriptions,
} from './newsletter/subscriptions';

/**
 * What route loaders, actions, the API and operator commands may use. Built once at boot and
 * handed to React Router through its request context.
 */
export interface AppServices {
  config: Config;
  database: Database;
  auth: Auth;
  /** better-auth's HTTP endpoints behind the trusted client address and the shared sign-in limits. */
  authGateway: AuthGateway;
  /** Signs subscriber links (the same secret as sessions). */
  secret: string;
  /** Sends mail; over SMTP its pool keeps the delivery pace (MAIL_RATE_PER_SECOND). */
  mailer: Mailer;
  /**
   * The job queue, when some process works it (this one, or the workers behind a web instance).
   * Null (one-off scripts, tests): work that would be queued runs in place.
   */
  jobs: JobQueue | null;
  /** Subscribing, confirming, preferences, unsubscribing, inviting a friend (rate-limited). */
  newsletter: Subscriptions;
  /** The daily edition: composing, sending, the admin's send now, the send history. */
  editions: Editions;
  /** Sent editions on the web: their public pages, the archive, the feed and the sitemap. */
  editionArchive: EditionArchive;
  /** Fetching the feeds; calls take turns. */
  feeds: FeedRefresher;
  /** The press releases admins add by address for the editions (fetched through the pinned fetch). */
  pressReleases: PressReleases;
  /** The REIT quotes of the market watch: providers, the shared 2-minute cache, labelled samples. */
  quotes: QuoteService;
  /** The sentence-embedding model, in a worker thread started on first use (once per process). */
  embedder: Embedder;
  /** AI semantic search (POST /api/v1/search/semantic). */
  semanticSearch: SemanticSearch;
  /** Signed-in readers' bookmarks and collections. */
  readingLists: ReadingListStore;
  /** The application settings admins edit (name, description, contacts, frequency). */
  settings: SettingsStore;
  /** Addresses nothing is mailed to (hard bounces, provider bounces and complaints). */
  suppressions: SuppressionList;
  /** Industry polls: votes (one per poll per browser session, rate-limited), results, the admins' changes. */
  polls: Polls;
  /** Readers' app ratings (POST /api/v1/ratings) and the admin's rating statistics. */
  ratings: Ratings;
  /** The page-view beacon (POST /api/v1/page-views). */
  pageViews: PageViews;
  /**
   * Anonymous pages kept rendered for a few seconds; emptied when a refresh stores stories, an
   * edition is sent or an admin changes something (server/http/page-cache.ts).
   */
  pageCache: PageCache;
  /**
   * What every reader's page reads alike (the home page's lists and counts), kept as long as the
   * page cache's copies and emptied with them (server/shared-reads.ts).
   */
  sharedReads: SharedReads;
  /** Tells this and every other instance that what readers see changed (server/published-changes.ts). */
  publishedChanges: PublishedChanges;
  /** What GET /metrics reports (server/metrics.ts). */
  metrics: JournalMetrics;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
}

export interface ServiceOptions {
  now?: () => Date;
  /** Defaults to the SMTP or outbox mailer the config names. */
  mailer?: Mailer;
  jobs?: JobQueue | null;
  /** Defaults to the model in a worker thread. */
  embedder?: Embedder;
  /**
   * How press release pages are fetched: the pinned fetch (private machines only with
   * FEEDS_ALLOW_PRIVATE_ADDRESSES=true) and PAGE_FETCH_LIMITS by default.
   */
  pressReleasePages?: { fetch?: HttpFetch; limits?: PageFetchLimits };
}

export function createServices(config: Config, database: Database, options: ServiceOptions = {}): AppServices {
  const { now = () => new Date(), jobs = null, embedder = createEmbedder() } = options;
  const { db } = database;
  const suppressions = createSuppressionList({ db, now });
  // Every path that mails goes through this one: suppressed addresses are refused, hard bounces suppressed.
  const mailer = withSuppressions(options.mailer ?? createMailer(config), suppressions);
  const secret = resolveAuthSecret(config);
  const pageCache = createPageCache();
  const sharedReads = createSharedReads();
  const metrics = createMetrics({ database, pageCache });
  // In the database, so every instance on it shares each limit.
  const limiter = (name: keyof SubscriptionLimits) => createRateLimiter(db, name, SUBSCRIPTION_LIMITS[name], now);
  const settings = createSettingsStore({ db, now });
  const publishedChanges = createPublishedChanges({
    database,
    forget: () => {
      pageCache.invalidate();
      sharedReads.forget();
      settings.forget();
    },
  });
  const mailIdentity = async () => mailIdentityOf(await settings.current());
  const newsletter = createSubscriptions({
    db,
    mailer,
    limits: {
      subscribeByClient: limiter('subscribeByClient'),
      subscribeByEmail: limiter('subscribeByEmail'),
      inviteByClient: limiter('inviteByClient'),
      invitesOverall: limiter('invitesOverall'),
    },
    secret,
    publicUrl: config.publicUrl,
    mailIdentity,
    now,
  });
  const perWindow = ({ window, max }: { window: number; max: number }) => ({ max, windowMs: window * 1000 });
  const accountMail = createRateLimiter(db, 'accountMail', perWindow(ACCOUNT_MAIL_LIMIT), now);
  const auth = createAuth(config, db, secret, mailer, accountMail, mailIdentity);
  const authGateway = createAuthGateway({
    auth,
    limits: {
      signIn: createRateLimiter(db, 'signIn', perWindow(SIGN_IN_LIMIT), now),
      signUp: createRateLimiter(db, 'signUp', perWindow(SIGN_UP_LIMIT), now),
    },
  });
  const quotes = createQuoteService({
    db,
    providers: quoteProviders(config.quoteProviders),
    rounds: createRateLimiter(db, 'quoteRound', { max: 1, windowMs: QUOTE_FRESH_MS }, now),
    now,
  });
  return {
    config,
    database,
    auth,
    authGateway,
    secret,
    mailer,
    jobs,
    newsletter,
    editions: createEditions({
      db,
      mailer,
      links: newsletter,
      publicUrl: config.publicUrl,
      mailIdentity,
      marketHistory: () => quotes.history(),
      jobs,
      now,
      // Deliveries are counted; a sent edition appears in the archive, its feed and the sitemap.
      afterSend: (summary) => {
        metrics.editionSent(summary);
        if (summary.successful > 0) publishedChanges.announce();
      },
    }),
    editionArchive: createEditionArchive({ db }),
    feeds: withRefreshEffects(
      createFeedRefresher({
        database,
        feedsConfigPath: config.feedsConfigPath,
        refreshMinutes: config.feedRefreshMinutes,
        allowPrivateAddresses: config.feedsAllowPrivateAddresses,
        now,
      }),
      { publishedChanges, metrics },
    ),
    pressReleases: createPressReleases({
      db,
      pinned: options.pressReleasePages?.fetch ?? pinnedFetch({ allowPrivate: config.feedsAllowPrivateAddresses }),
      limits: options.pressReleasePages?.limits,
      now,
    }),
    quotes,
    embedder,
    semanticSearch: createSemanticSearch({
      db,
      embedder,
      thesaurus: createWordNeighbours(),
      limiter: createRateLimiter(db, 'semanticSearch', SEMANTIC_SEARCH_RATE, now),
      languageModel: config.llm ? createLanguageModel(config.llm) : null,
      now,
    }),
    readingLists: createReadingListStore({
      db,
      writes: createRateLimiter(db, 'readingListWrites', READING_LIST_WRITE_LIMIT, now),
      now,
    }),
    settings,
    suppressions,
    polls: createPolls({ db, votes: createRateLimiter(db, 'pollVotes', VOTE_LIMIT, now), now }),
    ratings: createRatings({ db, limiter: createRateLimiter(db, 'ratingSubmit', RATING_SUBMIT_LIMIT, now), now }),
    pageViews: createPageViews({ db, auth, limiter: createRateLimiter(db, 'pageViews', PAGE_VIEW_LIMIT, now), now }),
    pageCache,
    sharedReads,
    publishedChanges,
    metrics,
    now,
  };
}

interface Effects {
  publishedChanges: PublishedChanges;
  metrics: JournalMetrics;
}

/** Every refresh is counted per feed; one that stored or merged a story changes the pages: stored copies go. */
function withRefreshEffects(feeds: FeedRefresher, { publishedChanges, metrics }: Effects): FeedRefresher {
  return {
    async refresh(options) {
      const report = await feeds.refresh(options);
      metrics.feedsRefreshed(report);
      if (report.inserted > 0 || report.merged > 0) publishedChanges.announce();
      return report;
    },
  };
}

/** The providers that have an API key, in the order they are asked. */
function quoteProviders({ finnhub, alphaVantage, timeoutMs }: Config['quoteProviders']): QuoteProvider[] {
  const providers: QuoteProvider[] = [];
  if (finnhub.apiKey) providers.push(createFinnhub({ baseUrl: finnhub.baseUrl, apiKey: finnhub.apiKey, timeoutMs }));
  if (alphaVantage.apiKey) {
    providers.push(createAlphaVantage({ baseUrl: alphaVantage.baseUrl, apiKey: alphaVantage.apiKey, timeoutMs }));
  }
  return providers;
}
