/**
 * The editions (daily, weekly, breaking, trends): each composed once per New York date and kind, then delivered to
 * every confirmed, active subscriber who chose that kind, each at most once. Delivery rows are claimed in small
 * batches (FOR UPDATE SKIP LOCKED), so several instances — or a restart in the middle of a send — share
 * the work without ever sending one edition twice to one subscriber.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Article } from '~/core/article';
import { isBreakingQuietHours, pickBreakingStory, storyUrls } from '~/core/breaking-news';
import { weeklyMoves, type MarketHistory } from '~/core/markets';
import { EMAIL_TEXT } from '~/core/messages';
import { monthlyTrends, monthOfDate, monthStart, nextMonth, previousMonth, TRENDS_TOP_STORIES } from '~/core/monthly-trends';
import {
  dueEditionDate,
  EDITION_INSIGHTS,
  editionDateLabel,
  newYorkDate,
  SCHEDULED_EDITION_KINDS,
  SEND_HISTORY_LIMIT,
  WEEK_HOURS,
  type EditionContent,
  type EditionInsight,
  type EditionKind,
  type EditionPressRelease,
  type SkipReason,
} from '~/core/newsletter';
import { trendingArticles } from '~/core/trending';
import type { Db } from '~/server/db/client';
import {
  articles,
  newsletterDeliveries,
  newsletterEditions,
  newsletterSendLogs,
  newsletterSubscribers,
  pressReleases,
} from '~/server/db/schema';
import { logger } from '~/server/logger';
import { articleColumns, listArticles, toArticle } from '~/server/news/articles';
import type { JobQueue } from '~/server/jobs/queue';
import { MailError, type Clearance, type Mailer } from './mailer';
import type { Subscriptions } from './subscriptions';
import { notSuppressed } from './suppressions';
import type { MailIdentity } from './templates/identity';
import { renderEditionForRecipients } from './templates/render';

/**
 * Waits before retrying a temporary failure (4xx, network): two quick tries within the run, then
 * two more 15 minutes apart, picked up by the later scheduled runs of the morning.
 */
export const DELIVERY_RETRY_DELAYS_MS = [2_000, 10_000, 15 * 60_000, 15 * 60_000];
/** A run waits in-line for a retry only this long; later ones are left to the next run. */
const MAX_INLINE_WAIT_MS = 30_000;
/** A row left in 'sending' longer than this belongs to a send that was interrupted. */
const STALE_SENDING_MS = 10 * 60 * 1000;
/** Workers of one send: as many as the SMTP pool has connections. */
export const DELIVERY_CONCURRENCY = 4;

/** Everything the edition service depends on, handed over when it is built. */
export interface EditionDeps {
  db: Db;
  /** Paces delivery itself (MAIL_RATE_PER_SECOND, see mailer.ts). */
  mailer: Mailer;
  /** Signs each recipient's unsubscribe and preferences links. */
  links: Pick<Subscriptions, 'subscriberLink'>;
  publicUrl: string;
  /** The name and support address the mails carry (the admins' settings, read once per send). */
  mailIdentity: () => Promise<MailIdentity>;
  /** The tracked REITs' recorded closes, for the weekly's market summary; null leaves it out. */
  marketHistory: (() => Promise<MarketHistory>) | null;
  /** Where an admin's "send now" is queued; null (scripts, tests) runs it in place. */
  jobs: JobQueue | null;
  /** Told of every run that delivered or failed something, whichever path started it. */
  afterSend?: (summary: SendSummary) => void;
  now: () => Date;
}

export interface Editions {
  /** Null while there is nothing real to send of that kind (see composeEdition). */
  composeEdition(now: Date, kind?: EditionKind): Promise<EditionContent | null>;
  /**
   * Delivers today's edition of a kind (daily unless `options.kind` says otherwise) to everyone who
   * has not received it. Safe to call any number of times, from any number of instances: each call
   * sends only what is still owed and logs what it did.
   */
  sendTodaysEdition(options?: SendOptions): Promise<SendSummary>;
  /**
   * The scheduled run: sends what the editions due now still owe (the daily on a weekday from 7:00
   * AM New York time, the weekly on a Monday from 7:00 AM); null when none is due. With both due,
   * the summary is the daily's and the weekly is sent too.
   */
  sendScheduledEdition(): Promise<SendSummary | null>;
  /**
   * The breaking-news run (after each feed refresh and every 5 minutes by day): mails today's
   * Breaking edition if a story is breaking and none went out today. Outside the quiet hours only;
   * a run that finds nothing is not logged.
   */
  sendBreakingEdition(): Promise<SendSummary>;
  /**
   * An admin's "Send now" of one kind: queued for a job worker, so a send to thousands never runs
   * inside an HTTP request. Without a job queue (scripts, tests) it runs in place.
   */
  requestSendNow(kind?: EditionKind): Promise<SendRequest>;
  /** The latest send logs, newest first. */
  sendHistory(): Promise<(typeof newsletterSendLogs.$inferSelect)[]>;
}

export function createEditions(deps: EditionDeps): Editions {
  return {
    composeEdition: (now, kind) => composeEdition(deps, now, kind),
    sendTodaysEdition: (options) => sendTodaysEdition(deps, options),
    sendScheduledEdition: () => sendScheduledEdition(deps),
    sendBreakingEdition: () => sendTodaysEdition(deps, { kind: 'breaking' }),
    requestSendNow: (kind = 'daily') => requestSendNow(deps, kind),
    sendHistory: () => sendHistory(deps),
  };
}

/**
 * The 5 key insights: the most important stories by the trending rules (the day's; for the weekly,
 * the week's with the same score over seven days), topped up with the newest.
 */
export function pickInsights(articles: readonly Article[], now: Date, kind: EditionKind = 'daily'): Article[] {
  const window = kind === 'weekly' ? { windowHours: WEEK_HOURS, limit: EDITION_INSIGHTS } : { limit: EDITION_INSIGHTS };
  const chosen = trendingArticles(articles, now, window);
  for (const article of articles) {
    if (chosen.length >= EDITION_INSIGHTS) break;
    if (!chosen.some((c) => c.id === article.id)) chosen.push(article);
  }
  return chosen;
}

const toInsight = ({ title, summary, source, url, category }: Article): EditionInsight => ({
  title,
  summary,
  source,
  url,
  category,
});

/** The active releases an admin put in the newsletter, newest first; `since` limits them to a period. */
async function newsletterReleases(db: Db, since?: Date): Promise<EditionPressRelease[]> {
  const rows = await db
    .select()
    .from(pressReleases)
    .where(
      and(
        eq(pressReleases.isActive, true),
        eq(pressReleases.includedInNewsletter, true),
        since ? gte(pressReleases.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(pressReleases.createdAt))
    .limit(5);
  return rows.map(({ title, source, summary, url }) => ({ title, source, summary, url }));
}

/**
 * The edition's content, or null when there is nothing real to send: no real article in the reader
 * window (the fallback selection is for the site, labelled there, never mailed), no breaking story,
 * or no story in the month a Trends edition reports on.
 */
async function composeEdition(deps: EditionDeps, now: Date, kind: EditionKind = 'daily'): Promise<EditionContent | null> {
  if (kind === 'breaking') return composeBreaking(deps, now);
  if (kind === 'trends') return composeTrends(deps, now);
  const { db } = deps;
  // The week's stories for the weekly: enough of the newest to hold a busy week's leaders.
  const lead = await listArticles(db, { limit: kind === 'weekly' ? 500 : 100, offset: 0 }, now);
  if (lead.isFallback || lead.articles.length === 0) return null;
  const base = {
    kind,
    editionDate: newYorkDate(now),
    insights: pickInsights(lead.articles, now, kind).map(toInsight),
    siteUrl: deps.publicUrl,
  };
  if (kind === 'daily') return { ...base, dateLabel: editionDateLabel(now), pressReleases: await newsletterReleases(db) };
  // The weekly carries the week's releases only, and the week's REIT moves once closes are recorded.
  const history = await deps.marketHistory?.();
  const marketWeek = history ? weeklyMoves(history.closes, newYorkDate(now)) : [];
  return {
    ...base,
    dateLabel: EMAIL_TEXT.weeklyDateLabel(editionDateLabel(now)),
    pressReleases: await newsletterReleases(db, new Date(now.getTime() - WEEK_HOURS * 3_600_000)),
    ...(marketWeek.length > 0 ? { marketWeek } : {}),
  };
}

/** How far back "never the same story twice" looks: further than any story stays breaking. */
const BREAKING_MEMORY_DAYS = 30;

/** The breaking story to mail now with its outlets, or null when none is breaking (or all were mailed). */
async function composeBreaking(deps: EditionDeps, now: Date): Promise<EditionContent | null> {
  const { db } = deps;
  const recent = await listArticles(db, { limit: 200, offset: 0, since: new Date(now.getTime() - 24 * 3_600_000) }, now);
  if (recent.isFallback) return null;
  const earlier = await db
    .select({ content: newsletterEditions.content })
    .from(newsletterEditions)
    .where(
      and(
        eq(newsletterEditions.kind, 'breaking'),
        gte(newsletterEditions.createdAt, new Date(now.getTime() - BREAKING_MEMORY_DAYS * 86_400_000)),
      ),
    );
  const mailed = new Set(earlier.flatMap((row) => (row.content as EditionContent).breaking?.storyUrls ?? []));
  const story = pickBreakingStory(recent.articles, now, mailed);
  if (!story) return null;
  return {
    kind: 'breaking',
    editionDate: newYorkDate(now),
    dateLabel: editionDateLabel(now),
    insights: [toInsight(story.article)],
    pressReleases: [],
    siteUrl: deps.publicUrl,
    breaking: { reason: story.reason, outlets: story.outlets, storyUrls: storyUrls(story.article) },
  };
}

/** The past calendar month in numbers, against the month before; null when the month had no story. */
async function composeTrends(deps: EditionDeps, now: Date): Promise<EditionContent | null> {
  const { db } = deps;
  const month = previousMonth(monthOfDate(newYorkDate(now)));
  const [start, end, before] = [monthStart(month), monthStart(nextMonth(month)), monthStart(previousMonth(month))];
  // Everything the figures and the ranking read, without the stories' full text.
  const rows = await db
    .select({ ...articleColumns, content: sql<string>`''` })
    .from(articles)
    .where(and(gte(articles.publishedAt, start), lt(articles.publishedAt, end)))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  if (rows.length === 0) return null;
  const stories = rows.map(toArticle);
  const previous = await db
    .select({ category: articles.category, stories: count() })
    .from(articles)
    .where(and(gte(articles.publishedAt, before), lt(articles.publishedAt, start)))
    .groupBy(articles.category);
  const trends = monthlyTrends(month, stories, Object.fromEntries(previous.map((row) => [row.category, row.stories])));
  // The month's leaders: the trending score with the whole month as its window, seen from its end.
  const monthHours = (end.getTime() - start.getTime()) / 3_600_000;
  const top = trendingArticles(stories, new Date(end.getTime() - 1), { windowHours: monthHours, limit: TRENDS_TOP_STORIES });
  return {
    kind: 'trends',
    editionDate: newYorkDate(now),
    dateLabel: EMAIL_TEXT.trendsDateLabel(trends.monthLabel),
    insights: top.map(toInsight),
    pressReleases: [],
    siteUrl: deps.publicUrl,
    trends,
  };
}

type Edition = typeof newsletterEditions.$inferSelect;

/**
 * Today's edition of a kind, created (and frozen) by whichever instance gets there first; null while
 * there is nothing real to send, so a later run of the morning composes it once articles have arrived.
 */
async function todaysEdition(deps: EditionDeps, now: Date, kind: EditionKind): Promise<Edition | null> {
  const { db } = deps;
  const editionDate = newYorkDate(now);
  const find = () =>
    db
      .select()
      .from(newsletterEditions)
      .where(and(eq(newsletterEditions.editionDate, editionDate), eq(newsletterEditions.kind, kind)));
  const [existing] = await find();
  if (existing) return existing;
  const content = await composeEdition(deps, now, kind);
  if (!content) return null;
  await db
    .insert(newsletterEditions)
    .values({ editionDate, kind, subject: `${content.dateLabel}: senior housing insights`, content })
    .onConflictDoNothing({ target: [newsletterEditions.editionDate, newsletterEditions.kind] });
  const [edition] = await find();
  return edition!;
}

/**
 * Subscribers who want this kind of edition now (they may unsubscribe during a long send), leaving
 * out suppressed addresses (a bounce during the send stops later retries too). `kind`
 * is one of EDITION_KINDS, which are also the preference keys; it is passed as a parameter.
 */
const audience = (kind: EditionKind) =>
  sql`SELECT id FROM ${newsletterSubscribers} WHERE is_active AND confirmed_at IS NOT NULL AND (preferences->>${kind}::text)::boolean
    AND ${notSuppressed(newsletterSubscribers.email)}`;

/**
 * Whether a delivery's subscriber still wants this kind now: the audience rule for one row, a
 * primary-key lookup, so checking a row costs the same with 2,000 subscribers or 100,000 (the
 * `IN (audience)` form made every claim read the whole list).
 */
const stillWanted = (kind: EditionKind) =>
  sql`EXISTS (SELECT 1 FROM ${newsletterSubscribers} WHERE ${newsletterSubscribers.id} = ${newsletterDeliveries.subscriberId}
    AND is_active AND confirmed_at IS NOT NULL AND (preferences->>${kind}::text)::boolean
    AND ${notSuppressed(newsletterSubscribers.email)})`;

/** Adds every current subscriber of the edition's kind who has no delivery of it yet. */
async function enqueueRecipients(deps: EditionDeps, editionId: string, kind: EditionKind): Promise<void> {
  await deps.db.execute(sql`
    INSERT INTO ${newsletterDeliveries} (edition_id, subscriber_id, email)
    SELECT ${editionId}, id, email FROM ${newsletterSubscribers}
    WHERE id IN (${audience(kind)})
    ON CONFLICT (edition_id, subscriber_id) DO NOTHING`);
}

type Claimed = { id: string; subscriber_id: string | null; email: string; attempts: number };

/**
 * Recipients one worker claims at once. Claiming a batch, looking its addresses up on the
 * suppression list and recording it as sent take three statements per batch instead of three per
 * message, and the batch's messages go to the SMTP pool together, so the pool's connections stay
 * busy while the workers claim and record: on the embedded database each statement blocks the
 * event loop, and batches of 16 with the pool on its own thread bring a send near the transport's
 * speed (bench/newsletter; batches of 4 sent one by one reached 0.6 of it). The cost: a process
 * that dies mid-batch leaves up to this many of a worker's recipients in doubt, settled as failed
 * and never re-sent (one edition is never sent twice to anyone).
 */
export const CLAIM_BATCH = 16;

/**
 * Takes the next due recipients for this process (at most CLAIM_BATCH); empty when none is left to
 * try now. Retry waits are measured in real time; the claim is stamped with the service's clock,
 * which staleness uses.
 */
async function claimBatch(deps: EditionDeps, editionId: string, kind: EditionKind): Promise<Claimed[]> {
  const result = (await deps.db.execute(sql`
    UPDATE ${newsletterDeliveries} SET status = 'sending', attempts = attempts + 1, updated_at = ${deps.now().toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM ${newsletterDeliveries}
      WHERE edition_id = ${editionId} AND status = 'pending' AND next_attempt_at <= ${new Date().toISOString()}::timestamptz
        AND ${stillWanted(kind)}
      -- The status index's own order: the next rows are read off the index, never sorted.
      ORDER BY next_attempt_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, subscriber_id, email, attempts`)) as unknown as { rows: Claimed[] };
  return result.rows;
}

/**
 * Rows stuck in 'sending' belong to an interrupted send: the message may or may not have left.
 * They are marked failed, never re-sent — a subscriber must not get the same edition twice.
 */
async function settleInterrupted(deps: EditionDeps, editionId: string, kind: EditionKind, now: Date): Promise<void> {
  await deps.db
    .update(newsletterDeliveries)
    .set({ status: 'failed', error: 'Unsubscribed before delivery', updatedAt: now })
    .where(
      and(
        eq(newsletterDeliveries.editionId, editionId),
        eq(newsletterDeliveries.status, 'pending'),
        sql`NOT ${stillWanted(kind)}`,
      ),
    );
  await deps.db
    .update(newsletterDeliveries)
    .set({ status: 'failed', error: 'Interrupted while sending; not re-sent to avoid a duplicate', updatedAt: now })
    .where(
      and(
        eq(newsletterDeliveries.editionId, editionId),
        eq(newsletterDeliveries.status, 'sending'),
        sql`${newsletterDeliveries.updatedAt} < ${new Date(now.getTime() - STALE_SENDING_MS).toISOString()}::timestamptz`,
      ),
    );
}

export interface SendSummary {
  kind: EditionKind;
  editionDate: string;
  /** Delivered and failed by this run. */
  successful: number;
  failed: number;
  /** The edition's audience so far: everyone it was or is being delivered to, in any run. */
  totalSubscribers: number;
  /** Why nothing was sent on purpose; null when the run sent what was owed. */
  skippedReason: SkipReason | null;
}

export interface SendOptions {
  /** Which edition; daily when omitted. */
  kind?: EditionKind;
  /** Overrides the retry waits (tests). */
  retryDelaysMs?: readonly number[];
  /** Log the run even when nothing was owed (a manual send is answered either way). */
  alwaysLog?: boolean;
}

async function sendTodaysEdition(deps: EditionDeps, options: SendOptions = {}): Promise<SendSummary> {
  const { db } = deps;
  const kind = options.kind ?? 'daily';
  const started = deps.now();
  // Readers who chose Breaking are not woken: nothing of it is mailed at night, not even late copies.
  if (kind === 'breaking' && isBreakingQuietHours(started)) return skipRun(deps, started, kind, 'quiet-hours', options);
  const edition = await todaysEdition(deps, started, kind);
  if (!edition) return skipRun(deps, started, kind, kind === 'breaking' ? 'no-breaking-story' : 'no-articles', options);
  await settleInterrupted(deps, edition.id, kind, started);
  await enqueueRecipients(deps, edition.id, kind);

  const render = await renderEditionForRecipients(edition.content as EditionContent, await deps.mailIdentity());
  const retryDelays = options.retryDelaysMs ?? DELIVERY_RETRY_DELAYS_MS;
  let successful = 0;
  let failed = 0;

  /** Sends one claimed message: true when it left; a failure is recorded here, a success with its batch. */
  const deliver = async (claimed: Claimed, clearance?: Clearance): Promise<boolean> => {
    // The pace (MAIL_RATE_PER_SECOND) is kept by the mailer's SMTP pool, for every send of this process.
    const now = deps.now();
    try {
      if (!claimed.subscriber_id) throw new MailError('Subscriber was deleted', true);
      const unsubscribeUrl = deps.links.subscriberLink('unsubscribe', claimed.subscriber_id);
      const mail = render({ unsubscribeUrl, preferencesUrl: deps.links.subscriberLink('preferences', claimed.subscriber_id) });
      const oneClick = `${deps.publicUrl}/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(
        new URL(unsubscribeUrl).searchParams.get('token')!,
      )}`;
      await deps.mailer.send(
        {
          to: claimed.email,
          ...mail,
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'List-Id': `<${kind}.${new URL(deps.publicUrl).hostname}>`,
          },
        },
        clearance,
      );
      return true;
    } catch (error) {
      const permanent = !(error instanceof MailError) || error.permanent;
      const wait = retryDelays[claimed.attempts - 1];
      const retry = !permanent && wait !== undefined;
      await db
        .update(newsletterDeliveries)
        .set({
          status: retry ? 'pending' : 'failed',
          error: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + (wait ?? 0)),
          updatedAt: now,
        })
        .where(eq(newsletterDeliveries.id, claimed.id));
      if (!retry) {
        failed++;
        logger.warn({ email: claimed.email, err: error }, 'newsletter delivery failed');
      }
      return false;
    }
  };

  /** Records a batch's sent messages in one statement. */
  const recordSent = async (ids: string[]) => {
    if (ids.length === 0) return;
    const now = deps.now();
    await db
      .update(newsletterDeliveries)
      .set({ status: 'sent', sentAt: now, error: null, updatedAt: now })
      .where(inArray(newsletterDeliveries.id, ids));
    successful += ids.length;
  };

  const worker = async () => {
    for (;;) {
      const batch = await claimBatch(deps, edition.id, kind);
      if (batch.length > 0) {
        const clearance = await deps.mailer.clearance?.(batch.map((claimed) => claimed.email));
        const delivered = await Promise.all(batch.map((claimed) => deliver(claimed, clearance)));
        await recordSent(batch.filter((_, i) => delivered[i]).map((claimed) => claimed.id));
        continue;
      }
      // Nothing due now: finish, unless some recipient waits for a retry.
      const [waiting] = await db
        .select({ at: newsletterDeliveries.nextAttemptAt })
        .from(newsletterDeliveries)
        .where(and(eq(newsletterDeliveries.editionId, edition.id), eq(newsletterDeliveries.status, 'pending'), stillWanted(kind)))
        .orderBy(asc(newsletterDeliveries.nextAttemptAt))
        .limit(1);
      const wait = waiting ? waiting.at.getTime() - Date.now() : Infinity;
      if (wait > MAX_INLINE_WAIT_MS) return;
      await new Promise((r) => setTimeout(r, Math.max(10, Math.min(5_000, wait))));
    }
  };
  await Promise.all(Array.from({ length: DELIVERY_CONCURRENCY }, worker));

  const [audienceSize] = await db
    .select({ recipients: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.editionId, edition.id));
  const summary: SendSummary = {
    kind,
    editionDate: edition.editionDate,
    successful,
    failed,
    totalSubscribers: audienceSize?.recipients ?? successful + failed,
    skippedReason: null,
  };
  // Runs that found nothing owed are not logged, unless someone asked (a manual send is answered).
  if (successful + failed > 0 || options.alwaysLog) {
    await db.insert(newsletterSendLogs).values({
      editionId: edition.id,
      kind,
      successful,
      failed,
      totalSubscribers: summary.totalSubscribers,
      sentAt: deps.now(),
    });
  }
  logger.info(summary, 'newsletter send finished');
  if (successful + failed > 0) deps.afterSend?.(summary);
  return summary;
}

/**
 * A run that sends nothing on purpose. It is logged (the admin's send-now waits for its log, and the
 * history says why nothing went out), once a day for the scheduled runs that keep trying.
 */
async function skipRun(
  deps: EditionDeps,
  now: Date,
  kind: EditionKind,
  reason: SkipReason,
  options: SendOptions,
): Promise<SendSummary> {
  const editionDate = newYorkDate(now);
  const summary: SendSummary = { kind, editionDate, successful: 0, failed: 0, totalSubscribers: 0, skippedReason: reason };
  const recent = await deps.db
    .select({ sentAt: newsletterSendLogs.sentAt })
    .from(newsletterSendLogs)
    .where(
      and(
        eq(newsletterSendLogs.kind, kind),
        eq(newsletterSendLogs.skippedReason, reason),
        gte(newsletterSendLogs.sentAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  const loggedToday = recent.some((log) => newYorkDate(log.sentAt) === editionDate);
  // Breaking runs find no story most of the time: only an asked-for run is logged.
  if (options.alwaysLog || (kind !== 'breaking' && !loggedToday)) {
    await deps.db.insert(newsletterSendLogs).values({ kind, skippedReason: reason, sentAt: now });
  }
  logger.warn(summary, 'newsletter run skipped');
  return summary;
}

/** The job that looks for a breaking story (see jobs/table.ts). */
export const BREAKING_NEWS_JOB = 'newsletter-breaking';

/** The job that carries an admin's "send now" of one kind (see jobs/table.ts). */
export const sendNowJob = (kind: EditionKind) => `newsletter-send-now-${kind}`;

export type SendRequest = { queued: true } | { queued: false; summary: SendSummary };

async function requestSendNow(deps: EditionDeps, kind: EditionKind): Promise<SendRequest> {
  if (deps.jobs) {
    await deps.jobs.send(sendNowJob(kind));
    return { queued: true };
  }
  return { queued: false, summary: await sendTodaysEdition(deps, { kind, alwaysLog: true }) };
}

async function sendScheduledEdition(deps: EditionDeps): Promise<SendSummary | null> {
  const due = SCHEDULED_EDITION_KINDS.filter((kind) => dueEditionDate(deps.now(), kind));
  const summaries: SendSummary[] = [];
  // One after the other: the two share the SMTP pool's pace either way.
  for (const kind of due) summaries.push(await sendTodaysEdition(deps, { kind }));
  return summaries[0] ?? null;
}

async function sendHistory(deps: EditionDeps) {
  return deps.db.select().from(newsletterSendLogs).orderBy(desc(newsletterSendLogs.sentAt)).limit(SEND_HISTORY_LIMIT);
}
