/**
 * The one place that reads the environment. Every setting is validated here at start-up; a bad
 * value stops the process with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  /** Where the embedded database, the control socket and the outbox live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** web: HTTP only; worker: jobs only; all: both in one process. */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The public origin, used for canonical links, feeds and e-mails. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** A JSON file that replaces the built-in feed list. */
  FEEDS_CONFIG: z.string().min(1).optional(),
  /**
   * 'true' lets admins preview and add feeds on private, loopback and link-local addresses (an
   * intranet feed server); by default those addresses are refused for admin-typed URLs.
   */
  FEEDS_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false'),
  /** Minutes between scheduled refreshes of a feed. */
  FEED_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /**
   * Signs session cookies. Without it, a secret is generated once and kept in DATA_DIR; several
   * instances behind one PostgreSQL must share one value.
   */
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Outgoing mail server; without it mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The From address of every e-mail. */
  MAIL_FROM: z.string().min(3).default('Senior Housing Journal <newsletter@seniorhousingjournal.com>'),
  /**
   * The shared secret a mail provider sends (Authorization: Bearer …) with its bounce and complaint
   * notifications to POST /api/v1/newsletter/events; without it that endpoint is off.
   */
  NEWSLETTER_EVENTS_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
  /** The secret a metrics scraper sends (Authorization: Bearer …) to GET /metrics; without it /metrics is off. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Messages handed to the SMTP server per second at most, per instance (be kind to its reputation). */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * How many reverse proxies in front of us append to X-Forwarded-For. 0 (default): the socket's
   * address is the client; headers a client sends are never believed.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * On SIGTERM, how long the server keeps answering (with /healthz at 503) so a load balancer can
   * take it out of rotation before it stops accepting connections.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Pages and API requests rendered at once; more wait their turn, so health probes and static files
   * never queue behind them (server/http/work-gate.ts). Unset: 1 on the embedded database, whose
   * queries run on this thread, so a second render could only interleave with the first and make
   * each turn of the event loop longer; 4 on PostgreSQL, where renders wait on the network and
   * others can use the CPU meanwhile (decision 0122).
   */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** Requests allowed to wait for a turn; beyond it the server answers 503 with Retry-After. */
  REQUEST_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(1_000),
  /** Quote providers for the market watch (server-side only; without keys labelled samples are shown). */
  FINNHUB_API_KEY: z.string().min(1).optional(),
  FINNHUB_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://finnhub.io/api/v1'),
  ALPHAVANTAGE_API_KEY: z.string().min(1).optional(),
  ALPHAVANTAGE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.alphavantage.co'),
  /** How long one quote call may take before that provider counts as failed. */
  QUOTE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Set to 'false' to start without the scheduled jobs (e.g. a read-only web replica). */
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  /** Optional OpenAI-compatible endpoint (…/v1) that rewrites AI search summaries; needs LLM_API_KEY. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long AI search waits for the language model before keeping its own summary. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
});

/** Every environment variable the server reads (scripts/readme.test.ts holds the README's table to it). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  role: 'web' | 'worker' | 'all';
  logLevel: string;
  publicUrl: string;
  /**
   * The origins pages are served from: PUBLIC_URL's, or without it localhost, 127.0.0.1 and [::1] on
   * PORT, so a newcomer can use any of them. Sign-in and every state-changing request check it.
   */
  publicOrigins: string[];
  feedsConfigPath: string | undefined;
  /** Admin-typed feed addresses may be private or loopback (FEEDS_ALLOW_PRIVATE_ADDRESSES=true). */
  feedsAllowPrivateAddresses: boolean;
  feedRefreshMinutes: number;
  jobsEnabled: boolean;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  newsletterEventsSecret: string | undefined;
  metricsToken: string | undefined;
  mailRatePerSecond: number;
  trustedProxyHops: number;
  shutdownDrainMs: number;
  requestConcurrency: number;
  quoteProviders: {
    finnhub: { baseUrl: string; apiKey: string | undefined };
    alphaVantage: { baseUrl: string; apiKey: string | undefined };
    timeoutMs: number;
  };
  requestQueueLimit: number;
  /** The optional language model for AI search summaries; null unless both URL and key are set. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    role: c.ROLE,
    logLevel: c.LOG_LEVEL,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    publicOrigins: c.PUBLIC_URL
      ? [new URL(c.PUBLIC_URL).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${c.PORT}`),
    feedsConfigPath: c.FEEDS_CONFIG ? path.resolve(c.FEEDS_CONFIG) : undefined,
    feedsAllowPrivateAddresses: c.FEEDS_ALLOW_PRIVATE_ADDRESSES === 'true',
    feedRefreshMinutes: c.FEED_REFRESH_MINUTES,
    jobsEnabled: c.JOBS_ENABLED === 'true',
    authSecret: c.BETTER_AUTH_SECRET,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    newsletterEventsSecret: c.NEWSLETTER_EVENTS_SECRET,
    metricsToken: c.METRICS_TOKEN,
    mailRatePerSecond: c.MAIL_RATE_PER_SECOND,
    trustedProxyHops: c.TRUSTED_PROXY_HOPS,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    requestConcurrency: c.REQUEST_CONCURRENCY ?? (c.DATABASE_URL ? 4 : 1),
    quoteProviders: {
      finnhub: { baseUrl: c.FINNHUB_BASE_URL, apiKey: c.FINNHUB_API_KEY },
      alphaVantage: { baseUrl: c.ALPHAVANTAGE_BASE_URL, apiKey: c.ALPHAVANTAGE_API_KEY },
      timeoutMs: c.QUOTE_TIMEOUT_MS,
    },
    requestQueueLimit: c.REQUEST_QUEUE_LIMIT,
    llm:
      c.LLM_BASE_URL && c.LLM_API_KEY
        ? { baseUrl: c.LLM_BASE_URL, apiKey: c.LLM_API_KEY, model: c.LLM_MODEL, timeoutMs: c.LLM_TIMEOUT_MS }
        : null,
  };
}
