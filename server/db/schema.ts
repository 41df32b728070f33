/**
 * The database schema: every entity of both spec documents plus better-auth's tables.
 * Migrations in ./migrations are generated from this file by drizzle-kit (npm run db:generate)
 * and apply unchanged to PGlite and to PostgreSQL 15+.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  primaryKey,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  vector,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Dimensions of the sentence embeddings used by semantic search (Universal Sentence Encoder lite). */
export const EMBEDDING_DIMENSIONS = 512;

// --- better-auth (names and columns as its Drizzle adapter expects) ------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable('two_factor', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
});

// --- roles and settings --------------------------------------------------------------------------

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_roles_user_role_key').on(t.userId, t.role),
    check('user_roles_role_check', sql`${t.role} in ('user', 'moderator', 'admin')`),
  ],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// --- news ----------------------------------------------------------------------------------------

export const feeds = pgTable('feeds', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  defaultCategory: text('default_category'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  httpStatus: integer('http_status'),
  error: text('error'),
  itemsSeen: integer('items_seen').notNull().default(0),
  itemsStored: integer('items_stored').notNull().default(0),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  etag: text('etag'),
  lastModified: text('last_modified'),
  nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull().defaultNow(),
  /** False when an admin disabled the feed on /admin/feeds: it is not fetched until re-enabled. */
  enabled: boolean('enabled').notNull().default(true),
  /** The admin (user id) who added the feed on /admin/feeds; null for the configured feeds. */
  addedBy: text('added_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Lowercase title without punctuation: the exact-duplicate key and the similarity input. */
    titleKey: text('title_key').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull().default(''),
    category: text('category').notNull(),
    source: text('source').notNull(),
    feedKey: text('feed_key').references(() => feeds.key, { onDelete: 'set null' }),
    url: text('url').notNull(),
    /** The link without tracking parameters: the same-story key across feeds. */
    canonicalUrl: text('canonical_url').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Other outlets that carried the same story: [{ source, url }]. */
    alsoReportedBy: jsonb('also_reported_by').$type<{ source: string; url: string }[]>().notNull().default([]),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(source, '')), 'C')`,
    ),
    embedding: vector('embedding', { dimensions: EMBEDDING_DIMENSIONS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_canonical_url_key').on(t.canonicalUrl),
    // The lists' ORDER BY exactly (DESC is NULLS FIRST in SQL): a page is read off the index, never sorted.
    index('articles_published_at_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_category_idx').on(t.category, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_title_key_idx').on(t.titleKey),
    index('articles_title_key_trgm_idx').using('gin', sql`${t.titleKey} gin_trgm_ops`),
    index('articles_search_idx').using('gin', t.search),
    // AI search: nearest articles by cosine distance (pgvector HNSW, on PGlite and PostgreSQL).
    index('articles_embedding_hnsw_idx').using('hnsw', t.embedding.op('vector_cosine_ops')),
  ],
);

export const pressReleases = pgTable('press_releases', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  source: text('source').notNull(),
  summary: text('summary').notNull().default(''),
  url: text('url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  includedInNewsletter: boolean('included_in_newsletter').notNull().default(false),
  createdAt: createdAt(),
});

// --- newsletter ----------------------------------------------------------------------------------

export interface SubscriberPreferences {
  daily: boolean;
  weekly: boolean;
  breaking: boolean;
  trends: boolean;
}

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Double opt-in: only confirmed subscribers receive editions. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    preferences: jsonb('preferences')
      .$type<SubscriberPreferences>()
      .notNull()
      .default({ daily: true, weekly: false, breaking: false, trends: false }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    // The admin's subscriber list: newest first, and a search anywhere in the address (100,000 rows).
    // In the list's own order (desc is NULLS FIRST), so a page is read off the index, never sorted.
    index('newsletter_subscribers_subscribed_at_idx').on(t.subscribedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('newsletter_subscribers_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** One day's edition: composed once, frozen, sent to each subscriber at most once. */
export const newsletterEditions = pgTable(
  'newsletter_editions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** New York calendar date of the send. */
    editionDate: date('edition_date', { mode: 'string' }).notNull(),
    /** daily or weekly (core/newsletter.ts EDITION_KINDS): also the subscriber preference that receives it. */
    kind: text('kind').notNull().default('daily'),
    subject: text('subject').notNull(),
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
  },
  // Unique, so two instances can never create two editions of one kind for one day.
  (t) => [uniqueIndex('newsletter_editions_date_kind_key').on(t.editionDate, t.kind)],
);

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One recipient of one edition. The unique pair is what makes "never twice" hold. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => newsletterEditions.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_edition_subscriber_key').on(t.editionId, t.subscriberId),
    index('newsletter_deliveries_status_idx').on(t.editionId, t.status, t.nextAttemptAt),
  ],
);

export const SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * Addresses nothing is mailed to, from any path: a hard bounce at delivery or a provider's bounce or
 * complaint notification put them here; an admin may lift one. Keyed by the lower-cased address.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason', { enum: SUPPRESSION_REASONS }).notNull(),
  /** What the SMTP server or the provider said, shortened. */
  detail: text('detail').notNull().default(''),
  createdAt: createdAt(),
});

/** Invitations sent through "Send Newsletter to a Friend", kept to rate-limit per address. */
export const newsletterInvitations = pgTable(
  'newsletter_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    senderSession: text('sender_session'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_invitations_email_idx').on(t.email, t.sentAt)],
);

export const newsletterSendLogs = pgTable(
  'newsletter_send_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    editionId: uuid('edition_id').references(() => newsletterEditions.id, { onDelete: 'set null' }),
    /** The edition kind the run sent (or skipped). */
    kind: text('kind').notNull().default('daily'),
    successful: integer('successful').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    totalSubscribers: integer('total_subscribers').notNull().default(0),
    /** Set when the run sent nothing on purpose, e.g. 'no-articles' (no real article to send yet). */
    skippedReason: text('skipped_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_send_logs_sent_at_idx').on(t.sentAt.desc())],
);

// --- polls and ratings ---------------------------------------------------------------------------

export const polls = pgTable('polls', {
  id: uuid('id').primaryKey().defaultRandom(),
  question: text('question').notNull(),
  options: jsonb('options').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const pollResponses = pgTable(
  'poll_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    selectedOption: text('selected_option').notNull(),
    /** The voter: the browser session's id from our voter cookie. */
    userSession: text('user_session'),
    createdAt: createdAt(),
  },
  (t) => [
    index('poll_responses_poll_id_idx').on(t.pollId),
    // One vote per poll per voter, whatever races: the second insert fails, no count changes.
    uniqueIndex('poll_responses_poll_voter_key').on(t.pollId, t.userSession),
  ],
);

export const appRatings = pgTable(
  'app_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rating: smallint('rating').notNull(),
    feedback: text('feedback'),
    userSession: text('user_session'),
    createdAt: createdAt(),
  },
  (t) => [check('app_ratings_rating_check', sql`${t.rating} between 1 and 5`)],
);

// --- analytics -----------------------------------------------------------------------------------

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pagePath: text('page_path').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userSession: text('user_session'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt.desc())],
);

// --- audit log -----------------------------------------------------------------------------------

/**
 * What an admin changed (roles, settings, subscribers, polls, feeds): who, what, on which subject,
 * when. Shown on the screen each change concerns; never edited.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The screen's subject area: 'roles', 'settings', 'subscribers', 'polls', 'feeds'. */
    area: text('area').notNull(),
    action: text('action').notNull(),
    /** The thing changed, as the screen names it (an e-mail, a setting key, a poll question). */
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_area_created_at_idx').on(t.area, t.createdAt.desc())],
);

// --- reading lists -------------------------------------------------------------------------------

/**
 * A signed-in reader's bookmarks and collections (the shapes of core/reading-lists.ts), kept so
 * they follow the reader to another device. One row per reader, changed in a transaction.
 */
export const readingLists = pgTable('reading_lists', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bookmarks: jsonb('bookmarks').$type<unknown[]>().notNull().default([]),
  collections: jsonb('collections').$type<unknown[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

// --- operations ----------------------------------------------------------------------------------

/**
 * Sliding-window rate limits shared by every instance on one database: one row per limiter and
 * key, holding the times (epoch ms) of the attempts still inside the window. Rows whose last
 * counted attempt has left the window are pruned by the daily database-maintenance job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    limiter: text('limiter').notNull(),
    key: text('key').notNull(),
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.key] }), index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * The latest provider quote of each tracked REIT (core/markets.ts), shared by every instance: the
 * 2-minute quote cache. Rows are written together after a provider covered every symbol.
 */
export const marketQuotes = pgTable('market_quotes', {
  symbol: text('symbol').primaryKey(),
  price: doublePrecision('price').notNull(),
  change: doublePrecision('change').notNull(),
  changePercent: doublePrecision('change_percent').notNull(),
  provider: text('provider').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  /** The New York trading day the provider says the price belongs to, when it says. */
  tradingDay: date('trading_day', { mode: 'string' }),
});

/**
 * The closing quote of each tracked REIT per trading day, recorded by the daily job after the
 * close (never invented: a day without a provider quote taken after its close has no row), with
 * the market capitalisation when a provider gives it. The company profiles draw their 30-day
 * sparkline from here.
 */
export const marketCloses = pgTable(
  'market_closes',
  {
    symbol: text('symbol').notNull(),
    tradingDay: date('trading_day', { mode: 'string' }).notNull(),
    close: doublePrecision('close').notNull(),
    changePercent: doublePrecision('change_percent').notNull(),
    /** Millions of US dollars. */
    marketCap: doublePrecision('market_cap'),
    provider: text('provider').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.tradingDay] })],
);
