import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp-sink';
import { loadConfig } from '~/server/config';
import { openDatabase } from '~/server/db/client';
import { ADMIN_TEXT, NEWSLETTER_TEXT, sendResultMessage } from '~/core/messages';
import { SETTING_KEYS } from '~/core/settings';
import type { Preferences } from '~/core/newsletter';
import type { Category } from '~/core/categories';
import {
  appSettings,
  articles,
  mailSuppressions,
  pressReleases,
  newsletterDeliveries,
  newsletterEditions,
  newsletterInvitations,
  newsletterSendLogs,
  newsletterSubscribers,
  marketCloses,
} from '~/server/db/schema';
import { createRateLimiter } from '~/server/limits/rate-limiter';
import { createHttpApp } from '~/server/http/app';
import type { JobQueue } from '~/server/jobs/queue';
import { createServices, type AppServices } from '~/server/services';
import { CLAIM_BATCH, DELIVERY_CONCURRENCY, sendNowJob, type SendSummary } from './editions';
import { createMailer, type Mailer } from './mailer';
import { runOperation } from '~/server/operations';
import { grantRole } from '~/server/auth/roles';
import { signedInAccount } from '~/tests/support/admin-routes';
import { createSubscriptions, pruneInvitations } from './subscriptions';
import { JOURNAL_IDENTITY } from './templates/identity';

// Monday 2026-11-23, 7:30 AM in New York.
const MONDAY_MORNING = new Date('2026-11-23T12:30:00Z');
const SECRET = 'n'.repeat(40);

let database: TestDatabase;
let sink: SmtpSink;
let clock: Date;
let services: AppServices;

const openMailers: Mailer[] = [];
function servicesWith(mailer?: Mailer, db = database, jobs: JobQueue | null = null): AppServices {
  const config = loadConfig({
    BETTER_AUTH_SECRET: SECRET,
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://journal.test',
    MAIL_RATE_PER_SECOND: '1000',
  });
  const used = mailer ?? createMailer(config);
  openMailers.push(used);
  return createServices(config, db, { now: () => clock, mailer: used, jobs });
}

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const mailer of openMailers) mailer.close();
  await sink.close();
  await database.destroy();
});
beforeEach(async () => {
  clock = MONDAY_MORNING;
  sink.messages.length = 0;
  sink.rejectPermanently.clear();
  sink.rejectTemporarily.clear();
  await database.db.delete(newsletterEditions);
  await database.db.delete(newsletterSendLogs);
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(mailSuppressions);
  services = servicesWith();
});

let unique = 0;
/** Confirmed daily subscribers, as if they had clicked their confirmation links. */
async function confirmedSubscribers(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => `reader${unique++}@operators.test`);
  await database.db.insert(newsletterSubscribers).values(emails.map((email) => ({ email, isActive: true, confirmedAt: clock })));
  return emails;
}

function linkIn(html: string, path: string): string {
  const match = html.match(new RegExp(`https://journal\\.test${path}\\?token=[^"&\\s]+`));
  if (!match) throw new Error(`no ${path} link`);
  return match[0].replace(/&amp;/g, '&');
}

describe('subscribing with double opt-in', () => {
  it('sends a confirmation link; only a confirmed subscriber receives editions', async () => {
    const result = await services.newsletter.subscribe(
      { email: 'New.Reader@Operators.test', preferences: { daily: true, weekly: true, breaking: false, trends: true } },
      'client-1',
    );
    expect(result).toEqual({ ok: true, message: NEWSLETTER_TEXT.confirmationSent });
    const [mail] = sink.to('new.reader@operators.test');
    expect(mail!.parsed.subject).toBe('Confirm your subscription to Senior Housing Journal');
    const confirmUrl = linkIn(mail!.parsed.html as string, '/newsletter/confirm');

    await seedArticles(database.db, [
      { title: 'Ventas raises guidance', category: 'investment', publishedAt: new Date(clock.getTime() - 3_600_000) },
    ]);
    expect((await services.editions.sendTodaysEdition()).totalSubscribers).toBe(0);

    // The mail links to the preferences page, which changes nothing before the address is confirmed
    // (the confirmation link's choices would overwrite it).
    const preferencesToken = new URL(linkIn(mail!.parsed.html as string, '/newsletter/preferences')).searchParams.get('token')!;
    expect(await services.newsletter.readSubscriberByToken(preferencesToken)).toMatchObject({ confirmed: false });
    const daily = { daily: true, weekly: false, breaking: false, trends: false };
    expect(await services.newsletter.updatePreferences(preferencesToken, daily)).toEqual({
      ok: false,
      status: 400,
      message: NEWSLETTER_TEXT.confirmBeforePreferences,
    });

    const token = new URL(confirmUrl).searchParams.get('token')!;
    expect(await services.newsletter.confirmSubscription(token)).toEqual({ ok: true, email: 'new.reader@operators.test' });
    const [row] = await database.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ isActive: true, preferences: { daily: true, weekly: true, breaking: false, trends: true } });
    expect(row!.confirmedAt).not.toBeNull();
    expect((await services.editions.sendTodaysEdition()).successful).toBe(1);

    // Confirmed: the same link now saves.
    expect(await services.newsletter.updatePreferences(preferencesToken, daily)).toMatchObject({ ok: true });
    expect(await services.newsletter.readSubscriberByToken(preferencesToken)).toMatchObject({
      confirmed: true,
      preferences: daily,
    });
  });

  it('refuses bad addresses with a clear message and stores nothing', async () => {
    expect(await services.newsletter.subscribe({ email: 'not-an-address' }, 'client-2')).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter a valid email address.',
    });
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(sink.messages).toHaveLength(0);
  });

  it('cannot be used to flood one inbox', async () => {
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await services.newsletter.subscribe({ email: 'victim@operators.test' }, `client-flood-${i}`));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.at(-1)).toEqual({ ok: false, status: 429, message: NEWSLETTER_TEXT.rateLimited });
    expect(sink.to('victim@operators.test')).toHaveLength(3);
  });

  it('refuses a forged or expired confirmation link', async () => {
    await services.newsletter.subscribe({ email: 'late@operators.test' }, 'client-3');
    const token = new URL(
      linkIn(sink.to('late@operators.test')[0]!.parsed.html as string, '/newsletter/confirm'),
    ).searchParams.get('token')!;
    expect(await services.newsletter.confirmSubscription(`${token}x`)).toEqual({ ok: false, reason: 'invalid' });
    clock = new Date(MONDAY_MORNING.getTime() + 49 * 3_600_000);
    expect(await services.newsletter.confirmSubscription(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('re-activates an unsubscribed address once it confirms again', async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'back@operators.test', isActive: false, confirmedAt: clock, unsubscribedAt: clock });
    await services.newsletter.subscribe({ email: 'back@operators.test' }, 'client-4');
    const token = new URL(
      linkIn(sink.to('back@operators.test')[0]!.parsed.html as string, '/newsletter/confirm'),
    ).searchParams.get('token')!;
    await services.newsletter.confirmSubscription(token);
    const [row] = await database.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ isActive: true, unsubscribedAt: null });
  });
});

describe("the admins' settings in the mails", () => {
  it('name the application and give the support address in confirmations and editions', async () => {
    // As an admin's save on /admin/settings leaves them.
    await database.db.insert(appSettings).values([
      { key: SETTING_KEYS.appName, value: 'Elder Living Daily' },
      { key: SETTING_KEYS.supportEmail, value: 'help@elderliving.example' },
    ]);
    try {
      const fresh = servicesWith();
      await fresh.newsletter.subscribe(
        { email: 'named@operators.test', preferences: { daily: true, weekly: false, breaking: false, trends: false } },
        'client-named',
      );
      const [confirmation] = sink.to('named@operators.test');
      expect(confirmation!.parsed.subject).toBe('Confirm your subscription to Elder Living Daily');
      expect(confirmation!.parsed.text).toContain('Write to help@elderliving.example');

      await seedArticles(database.db, [
        { title: 'Sabra refinances', category: 'investment', publishedAt: new Date(clock.getTime() - 3_600_000) },
      ]);
      const [reader] = await confirmedSubscribers(1);
      await fresh.editions.sendTodaysEdition();
      const [edition] = sink.to(reader!);
      expect(edition!.parsed.text).toContain('Read more on Elder Living Daily');
      expect(edition!.parsed.html).not.toContain('Senior Housing Journal');
      expect(edition!.parsed.html).toContain('mailto:help@elderliving.example');
    } finally {
      await database.db.delete(appSettings);
    }
  });
});

/** Request headers of a signed-in admin, sending JSON from the journal's own origin. */
async function adminHeaders(services: AppServices): Promise<Record<string, string>> {
  const email = `admin${unique++}@journal.test`;
  const cookie = await signedInAccount(services, database.db, email);
  await grantRole(database.db, email, 'admin');
  return { Cookie: cookie, Origin: 'https://journal.test', 'Content-Type': 'application/json' };
}

/** Confirmed subscribers with the given choices. */
async function subscribersChoosing(count: number, preferences: Partial<Preferences>): Promise<string[]> {
  const emails = Array.from({ length: count }, () => `chooser${unique++}@operators.test`);
  await database.db.insert(newsletterSubscribers).values(
    emails.map((email) => ({
      email,
      isActive: true,
      confirmedAt: clock,
      preferences: { daily: false, weekly: false, breaking: false, trends: false, ...preferences },
    })),
  );
  return emails;
}

describe('the weekly edition', () => {
  const HOUR = 3_600_000;
  beforeEach(async () => {
    await database.db.delete(pressReleases);
    await seedArticles(database.db, [
      // Three days old, but an investment story with two trending keywords: one of the week's leaders.
      { title: 'Omega closes REIT merger worth $2B', category: 'investment', publishedAt: new Date(clock.getTime() - 72 * HOUR) },
      { title: 'Assisted living wage survey', category: 'senior-living', publishedAt: new Date(clock.getTime() - 5 * HOUR) },
    ]);
    await database.db.insert(pressReleases).values([
      {
        title: 'This week: Acme opens a campus',
        source: 'Acme',
        url: 'https://acme.example/a',
        includedInNewsletter: true,
        createdAt: new Date(clock.getTime() - 48 * HOUR),
      },
      {
        title: 'Ten days ago: Acme names a CFO',
        source: 'Acme',
        url: 'https://acme.example/b',
        includedInNewsletter: true,
        createdAt: new Date(clock.getTime() - 240 * HOUR),
      },
    ]);
  });

  it('goes to the weekly subscribers only, once, with the week’s top stories and press releases', async () => {
    const weeklyOnly = await subscribersChoosing(2, { weekly: true });
    const [dailyOnly] = await subscribersChoosing(1, { daily: true });
    const [both] = await subscribersChoosing(1, { daily: true, weekly: true });

    const summary = await services.editions.sendTodaysEdition({ kind: 'weekly' });
    expect(summary).toMatchObject({ kind: 'weekly', editionDate: '2026-11-23', successful: 3, failed: 0, totalSubscribers: 3 });
    expect(sink.to(dailyOnly!)).toEqual([]);
    for (const email of [...weeklyOnly, both!]) expect(sink.to(email)).toHaveLength(1);
    const [mail] = sink.to(both!);
    expect(mail!.parsed.subject).toMatch(/^The week to Monday, November 23, 2026: the week's \d top senior housing stor(y|ies)$/);
    expect(mail!.parsed.text).toContain('Omega closes REIT merger worth $2B');
    expect(mail!.parsed.text).toContain('This week: Acme opens a campus');
    expect(mail!.parsed.text).not.toContain('Ten days ago: Acme names a CFO');
    expect(mail!.raw).toMatch(/^List-Id: <weekly\.journal\.test>\r?$/im);

    // Again: nobody gets it twice (the total is the edition's audience). The daily is a separate
    // edition with its own audience.
    expect(await services.editions.sendTodaysEdition({ kind: 'weekly' })).toMatchObject({ successful: 0, totalSubscribers: 3 });
    expect(await services.editions.sendTodaysEdition()).toMatchObject({ kind: 'daily', successful: 2 });
    expect(sink.to(dailyOnly!)).toHaveLength(1);
    expect(sink.to(both!)).toHaveLength(2);
    const kinds = (await database.db.select().from(newsletterEditions)).map((e) => e.kind).sort();
    expect(kinds).toEqual(['daily', 'weekly']);
    const logged = (await services.editions.sendHistory()).map((log) => [log.kind, log.successful]);
    expect(logged).toEqual(
      expect.arrayContaining([
        ['weekly', 3],
        ['daily', 2],
      ]),
    );
  });

  it('is sent by the schedule on Monday from 7:00 AM New York time, never on another day', async () => {
    const [weekly] = await subscribersChoosing(1, { weekly: true });
    clock = new Date('2026-11-24T12:30:00Z'); // Tuesday, 7:30 AM EST
    await services.editions.sendScheduledEdition();
    expect(sink.to(weekly!)).toEqual([]);
    clock = new Date('2026-11-23T11:59:00Z'); // Monday, 6:59 AM EST
    expect(await services.editions.sendScheduledEdition()).toBeNull();
    clock = new Date('2026-11-23T12:00:00Z'); // Monday, 7:00 AM EST
    await services.editions.sendScheduledEdition();
    expect(sink.to(weekly!)).toHaveLength(1);
  });

  it('carries the week’s REIT moves from the recorded closes', async () => {
    const [weekly] = await subscribersChoosing(1, { weekly: true });
    const day = (tradingDay: string, close: number) => ({
      symbol: 'WELL',
      tradingDay,
      close,
      changePercent: 0,
      provider: 'test',
      recordedAt: clock,
    });
    await database.db.delete(marketCloses);
    await database.db.insert(marketCloses).values([day('2026-11-13', 150), day('2026-11-20', 156)]);
    await services.editions.sendTodaysEdition({ kind: 'weekly' });
    const [mail] = sink.to(weekly!);
    expect(mail!.parsed.text).toContain('The Week in Senior Housing REITs');
    expect(mail!.parsed.text).toMatch(/Welltower Inc\. \(WELL\)\s+\$156\.00\s+\+4\.00%/);
    // A REIT without a close a week back is left out rather than guessed.
    expect(mail!.parsed.text).not.toMatch(/Ventas Inc\. \(VTR\)/);
    await database.db.delete(marketCloses);
  });

  it('is chosen by kind from the admin API and the shell, and an unknown kind changes nothing', async () => {
    const [weekly] = await subscribersChoosing(1, { weekly: true });
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    const admin = await adminHeaders(services);
    sink.messages.length = 0; // the admin's own account mail
    const post = (body: string) => app.request('/api/v1/admin/newsletter/send', { method: 'POST', headers: admin, body });
    expect((await post('{"kind":"monthly"}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect(sink.messages).toEqual([]);
    expect(await (await post('{"kind":"weekly"}')).json()).toMatchObject({ kind: 'weekly', successful: 1 });
    expect(sink.to(weekly!)).toHaveLength(1);

    const context = { ...services, log: () => undefined };
    await expect(runOperation('newsletter:send', ['monthly'], context)).rejects.toThrow(
      "Unknown edition 'monthly'. Usage: npm run newsletter:send [-- daily|weekly|breaking|trends]",
    );
    expect(await runOperation('newsletter:send', ['weekly'], context)).toBe(
      'Weekly edition of 2026-11-23: Nothing left to send: this edition already went to all 1 subscriber who chose it.',
    );
  });
});

describe('a confirmation link sent before an unsubscribe', () => {
  it('no longer subscribes the reader, while a link sent afterwards does', async () => {
    await services.newsletter.subscribe({ email: 'changed.mind@operators.test' }, 'client-5');
    const [first] = sink.to('changed.mind@operators.test');
    const oldLink = new URL(linkIn(first!.parsed.html as string, '/newsletter/confirm')).searchParams.get('token')!;
    // Confirmed, then unsubscribed an hour later.
    expect(await services.newsletter.confirmSubscription(oldLink)).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(newsletterSubscribers);
    clock = new Date(MONDAY_MORNING.getTime() + 3_600_000);
    await services.newsletter.unsubscribe(
      new URL(services.newsletter.subscriberLink('unsubscribe', row!.id)).searchParams.get('token')!,
    );

    clock = new Date(MONDAY_MORNING.getTime() + 2 * 3_600_000);
    expect(await services.newsletter.readConfirmation(oldLink)).toEqual({ ok: false, reason: 'superseded' });
    expect(await services.newsletter.confirmSubscription(oldLink)).toEqual({ ok: false, reason: 'superseded' });
    expect((await database.db.select().from(newsletterSubscribers))[0]).toMatchObject({ isActive: false });

    sink.messages.length = 0;
    await services.newsletter.subscribe({ email: 'changed.mind@operators.test' }, 'client-5');
    const newLink = new URL(
      linkIn(sink.to('changed.mind@operators.test')[0]!.parsed.html as string, '/newsletter/confirm'),
    ).searchParams.get('token')!;
    expect(await services.newsletter.confirmSubscription(newLink)).toMatchObject({ ok: true });
    expect((await database.db.select().from(newsletterSubscribers))[0]).toMatchObject({ isActive: true, unsubscribedAt: null });
  });
});

describe('a morning with no real article yet', () => {
  it('sends no edition of fallback articles, logs the run as skipped once, and a later run sends', async () => {
    await database.db.delete(articles);
    const [email] = await confirmedSubscribers(1);

    const first = await services.editions.sendTodaysEdition();
    expect(first).toMatchObject({ successful: 0, failed: 0, skippedReason: 'no-articles' });
    clock = new Date(MONDAY_MORNING.getTime() + 5 * 60_000);
    expect(await services.editions.sendScheduledEdition()).toMatchObject({ skippedReason: 'no-articles' });
    expect(sink.messages).toEqual([]);
    expect(await database.db.select().from(newsletterEditions)).toEqual([]);
    // Once a day per kind: the daily's skip is not logged again; Monday's run also tried the weekly.
    const logs = await database.db.select().from(newsletterSendLogs);
    expect(logs.map((log) => `${log.kind} ${log.skippedReason}`).sort()).toEqual(['daily no-articles', 'weekly no-articles']);
    expect(sendResultMessage(first)).toBe(ADMIN_TEXT.skippedNoArticles);

    await seedArticles(database.db, [
      {
        title: 'Brookdale reports occupancy gains',
        category: 'senior-living',
        publishedAt: new Date(clock.getTime() - 3_600_000),
      },
    ]);
    clock = new Date(MONDAY_MORNING.getTime() + 10 * 60_000);
    expect(await services.editions.sendScheduledEdition()).toMatchObject({ successful: 1, skippedReason: null });
    expect(sink.to(email!)).toHaveLength(1);
  });
});

describe('the daily edition', () => {
  beforeEach(async () => {
    await seedArticles(database.db, [
      {
        title: 'Welltower acquires 12-community portfolio',
        category: 'investment',
        publishedAt: new Date(clock.getTime() - 2 * 3_600_000),
      },
      {
        title: 'CMS finalizes assisted living staffing guidance',
        category: 'regulations',
        publishedAt: new Date(clock.getTime() - 4 * 3_600_000),
      },
    ]);
  });

  it('drops the shared copies of anonymous pages once it is sent: the archive, its feed and the sitemap change', async () => {
    await confirmedSubscribers(1);
    const storeArchive = () =>
      services.pageCache.serve(
        new Request('https://journal.test/newsletter/archive'),
        async () =>
          new Response('<p>archive</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=60' } }),
      );
    await storeArchive();
    expect((await services.editions.sendTodaysEdition()).successful).toBe(1);
    expect(services.pageCache.stats().entries).toBe(0);
    await storeArchive();
    expect((await services.editions.sendTodaysEdition()).successful).toBe(0);
    expect(services.pageCache.stats().entries).toBe(1);
  });

  it('carries the insights, a per-recipient unsubscribe link and the one-click headers', async () => {
    const [email] = await confirmedSubscribers(1);
    const summary = await services.editions.sendTodaysEdition();
    expect(summary).toMatchObject({ editionDate: '2026-11-23', successful: 1, failed: 0, totalSubscribers: 1 });
    const [mail] = sink.to(email!);
    expect(mail!.parsed.subject).toContain('Monday, November 23, 2026');
    expect(mail!.parsed.html).toContain('Welltower acquires 12-community portfolio');
    expect(mail!.parsed.text).toContain('CMS finalizes assisted living staffing guidance');
    const list = mail!.parsed.headers.get('list') as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } };
    expect(list['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = `<${list.unsubscribe.url}>`;
    expect(listUnsubscribe).toMatch(/^<https:\/\/journal\.test\/api\/v1\/newsletter\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.parsed.html).toContain('https://journal.test/newsletter/unsubscribe?token=');
    expect(mail!.parsed.html).toContain('https://journal.test/newsletter/preferences?token=');

    // One click in the mail client: a POST without any login.
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    const response = await app.request(listUnsubscribe.slice(1, -1).replace('https://journal.test', ''), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email!));
    expect(row!.isActive).toBe(false);
    expect(row!.unsubscribedAt).not.toBeNull();

    // The next weekday's edition does not go to them.
    clock = new Date('2026-11-24T12:30:00Z');
    expect((await services.editions.sendTodaysEdition()).totalSubscribers).toBe(0);
  });

  it('records a permanent failure per recipient while the others get the edition, and retries a temporary one', async () => {
    const [ok1, refused, ok2, busy] = await confirmedSubscribers(4);
    sink.rejectPermanently.add(refused!);
    sink.rejectTemporarily.set(busy!, 1);
    const summary = await services.editions.sendTodaysEdition({ retryDelaysMs: [10] });
    expect(summary).toMatchObject({ successful: 3, failed: 1, totalSubscribers: 4 });
    expect(sink.to(ok1!)).toHaveLength(1);
    expect(sink.to(ok2!)).toHaveLength(1);
    expect(sink.to(busy!)).toHaveLength(1);
    expect(sink.to(refused!)).toHaveLength(0);
    const [failure] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, refused!));
    expect(failure).toMatchObject({ status: 'failed' });
    expect(failure!.error).toMatch(/^SMTP 550/);
    const [log] = await database.db.select().from(newsletterSendLogs);
    expect(log).toMatchObject({ successful: 3, failed: 1, totalSubscribers: 4 });
  });

  it('leaves a recipient whose server keeps deferring for a later run, which then delivers', async () => {
    const [deferred, ok] = await confirmedSubscribers(2);
    sink.rejectTemporarily.set(deferred!, 2);
    const first = await services.editions.sendTodaysEdition({ retryDelaysMs: [10, 60_000] });
    expect(first).toMatchObject({ successful: 1, failed: 0 });
    expect(sink.to(ok!)).toHaveLength(1);
    const [row] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, deferred!));
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });

    // The next scheduled run, once the wait is over.
    await database.db
      .update(newsletterDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterDeliveries.email, deferred!));
    const later = await services.editions.sendTodaysEdition({ retryDelaysMs: [10, 60_000] });
    expect(later).toMatchObject({ successful: 1, failed: 0 });
    expect(sink.to(deferred!)).toHaveLength(1);
    expect(sink.to(ok!)).toHaveLength(1);
  });

  it('does not deliver to someone who unsubscribed after the send began', async () => {
    const [leaving, staying] = await confirmedSubscribers(2);
    sink.rejectTemporarily.set(leaving!, 1);
    await services.editions.sendTodaysEdition({ retryDelaysMs: [60_000] });
    await database.db
      .update(newsletterSubscribers)
      .set({ isActive: false, unsubscribedAt: clock })
      .where(eq(newsletterSubscribers.email, leaving!));
    await database.db
      .update(newsletterDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterDeliveries.email, leaving!));
    const later = await services.editions.sendTodaysEdition();
    expect(later.successful).toBe(0);
    expect(sink.to(leaving!)).toHaveLength(0);
    expect(sink.to(staying!)).toHaveLength(1);
    const [row] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, leaving!));
    expect(row).toMatchObject({ status: 'failed', error: 'Unsubscribed before delivery' });
  });

  it('resumes after a crash in the middle of a send without sending anyone the edition twice', async () => {
    // More readers than the workers claim at once, so some are still owed after the crash.
    const claimedAtOnce = CLAIM_BATCH * DELIVERY_CONCURRENCY;
    const emails = await confirmedSubscribers(claimedAtOnce + 6);
    const real = createMailer(services.config);
    let calls = 0;
    // The first process dies after three messages: later sends never return.
    const dying: Mailer = {
      kind: 'smtp',
      send: (mail) => (++calls <= 3 ? real.send(mail) : new Promise(() => undefined)),
      close: () => real.close(),
    };
    void servicesWith(dying).editions.sendTodaysEdition();
    // Every worker has claimed a batch and handed all of it to the (hanging) pool.
    await expect.poll(() => calls, { timeout: 5_000 }).toBe(claimedAtOnce);
    await expect.poll(() => sink.messages.length).toBe(3);

    // A restarted process, eleven minutes later: the claimed batches are in doubt and are never
    // re-sent; everyone no batch had claimed is still owed and gets it.
    clock = new Date(MONDAY_MORNING.getTime() + 11 * 60_000);
    const resumed = await servicesWith().editions.sendTodaysEdition();
    expect(resumed.successful).toBe(6);
    const perRecipient = emails.map((e) => sink.to(e).length);
    expect(Math.max(...perRecipient)).toBe(1);
    expect(perRecipient.filter((n) => n === 1)).toHaveLength(3 + resumed.successful);
    const failed = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.status, 'failed'));
    // Every claimed recipient is in doubt, the three whose message left among them.
    expect(failed).toHaveLength(claimedAtOnce);
    expect(failed[0]!.error).toContain('not re-sent to avoid a duplicate');
    real.close();
  });

  it('sends one edition when two app instances run the send at the same moment', async () => {
    const emails = await confirmedSubscribers(30);
    // On PostgreSQL the second instance has its own connection pool; on PGlite it shares the one process.
    const second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
    const [a, b] = await Promise.all([
      servicesWith().editions.sendTodaysEdition(),
      servicesWith(undefined, { ...second, destroy: async () => undefined }).editions.sendTodaysEdition(),
    ]);
    expect(a.successful + b.successful).toBe(30);
    expect(emails.every((e) => sink.to(e).length === 1)).toBe(true);
    expect(await database.db.select().from(newsletterEditions)).toHaveLength(1);
    if (second !== database) await second.close();
  });

  it('is sent by the schedule only on weekdays from 7:00 AM New York time', async () => {
    await confirmedSubscribers(2);
    clock = new Date('2026-11-23T11:59:00Z'); // 6:59 AM EST
    expect(await services.editions.sendScheduledEdition()).toBeNull();
    clock = new Date('2026-11-22T15:00:00Z'); // Sunday
    expect(await services.editions.sendScheduledEdition()).toBeNull();
    clock = new Date('2026-11-23T12:00:00Z'); // 7:00 AM EST
    expect((await services.editions.sendScheduledEdition())?.successful).toBe(2);
    clock = new Date('2026-11-23T12:05:00Z'); // the next run owes nothing
    expect(await services.editions.sendScheduledEdition()).toMatchObject({ successful: 0, failed: 0, totalSubscribers: 2 });
    expect(sink.messages).toHaveLength(2);
  });
});

describe('send newsletter to a friend', () => {
  it('sends one fixed invitation per address, never repeats within 30 days, and refuses bad input', async () => {
    const first = await services.newsletter.inviteFriends(
      { emails: ['colleague@operators.test', 'Partner@Operators.test'], note: '<b>Worth a read</b>' },
      'friend-client-1',
    );
    expect(first.ok).toBe(true);
    const [mail] = sink.to('colleague@operators.test');
    expect(mail!.parsed.subject).toBe('A colleague recommends Senior Housing Journal');
    expect(mail!.parsed.html).not.toContain('<b>Worth a read</b>');
    expect(mail!.parsed.html).toContain('&lt;b&gt;Worth a read&lt;/b&gt;');
    expect(sink.to('partner@operators.test')).toHaveLength(1);

    // The same address again, from another client: silently not mailed again.
    await services.newsletter.inviteFriends({ emails: ['colleague@operators.test'] }, 'friend-client-2');
    expect(sink.to('colleague@operators.test')).toHaveLength(1);
    // Already a subscriber: not mailed either.
    const [subscriber] = await confirmedSubscribers(1);
    await services.newsletter.inviteFriends({ emails: [subscriber!] }, 'friend-client-3');
    expect(sink.to(subscriber!)).toHaveLength(0);

    expect(
      await services.newsletter.inviteFriends({ emails: ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'] }, 'friend-client-4'),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await services.newsletter.inviteFriends({ emails: ['not-an-address'] }, 'friend-client-5')).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('is rate-limited per client', async () => {
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await services.newsletter.inviteFriends({ emails: [`limit${i}@operators.test`] }, 'friend-flooder'));
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, status: 429 });
  });
});

describe('invitations cannot be abused', () => {
  it('refuses a note that carries a link, and mails nobody', async () => {
    const result = await services.newsletter.inviteFriends(
      { emails: ['target@operators.test'], note: 'Cheap deals at www.cheap-pills.biz' },
      'abuse-client-1',
    );
    expect(result).toEqual({ ok: false, status: 400, message: NEWSLETTER_TEXT.noLinksInNote });
    expect(sink.to('target@operators.test')).toEqual([]);
  });

  it('treats sub-address tags as one mailbox, and never mails someone who unsubscribed', async () => {
    await services.newsletter.inviteFriends(
      { emails: ['tagged+one@operators.test', 'tagged+two@operators.test'] },
      'abuse-client-2',
    );
    await services.newsletter.inviteFriends({ emails: ['Tagged+three@operators.test'] }, 'abuse-client-3');
    expect(sink.messages.filter((m) => m.to.startsWith('tagged'))).toHaveLength(1);

    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'left@operators.test', isActive: false, confirmedAt: clock, unsubscribedAt: clock });
    await services.newsletter.inviteFriends({ emails: ['left+again@operators.test', 'left@operators.test'] }, 'abuse-client-4');
    expect(sink.messages.filter((m) => m.to.startsWith('left'))).toEqual([]);
  });

  it('counts the journal-wide cap in e-mails, not requests', async () => {
    const config = loadConfig({ BETTER_AUTH_SECRET: SECRET, PUBLIC_URL: 'https://journal.test' });
    const limit = (name: string, max: number) => createRateLimiter(database.db, name, { max, windowMs: 3_600_000 }, () => clock);
    const capped = createSubscriptions({
      db: database.db,
      mailer: services.mailer,
      limits: {
        subscribeByClient: limit('cap-test-sc', 10),
        subscribeByEmail: limit('cap-test-se', 3),
        inviteByClient: limit('cap-test-ic', 10),
        invitesOverall: limit('cap-test-all', 4),
      },
      secret: SECRET,
      publicUrl: config.publicUrl,
      mailIdentity: async () => JOURNAL_IDENTITY,
      now: () => clock,
    });
    const three = (n: number) => [1, 2, 3].map((i) => `cap${n}-${i}@operators.test`);
    expect((await capped.inviteFriends({ emails: three(1) }, 'cap-a')).ok).toBe(true);
    expect(await capped.inviteFriends({ emails: three(2) }, 'cap-b')).toMatchObject({ ok: false, status: 429 });
    expect(sink.messages.filter((m) => m.to.startsWith('cap'))).toHaveLength(4);
  });

  it('keeps no sender address in clear, and lets invitations go after 30 days', async () => {
    await services.newsletter.inviteFriends({ emails: ['kept@operators.test'] }, '203.0.113.9');
    const [row] = await database.db
      .select()
      .from(newsletterInvitations)
      .where(eq(newsletterInvitations.email, 'kept@operators.test'));
    expect(row!.senderSession).not.toContain('203.0.113');
    expect(await pruneInvitations(database.db, new Date(clock.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await pruneInvitations(database.db, new Date(clock.getTime() + 31 * 86_400_000))).toBeGreaterThan(0);
    expect(await database.db.select().from(newsletterInvitations)).toEqual([]);
  });
});

describe("the admin's send now", () => {
  it('is queued for a job worker when there is one, and runs in place only without a queue', async () => {
    await confirmedSubscribers(1);
    const queued: string[] = [];
    expect(
      await servicesWith(undefined, database, { send: async (name) => void queued.push(name) }).editions.requestSendNow(),
    ).toEqual({
      queued: true,
    });
    expect(queued).toEqual([sendNowJob('daily')]);
    expect(sink.messages).toHaveLength(0);

    const inPlace = await services.editions.requestSendNow();
    expect(inPlace).toMatchObject({ queued: false, summary: { successful: 1 } });
    // Asked again with nothing owed: answered and logged, nobody mailed twice; the answer says that
    // everyone already has it rather than "0 of 0".
    const again = await services.editions.requestSendNow();
    expect(again).toMatchObject({ queued: false, summary: { successful: 0, totalSubscribers: 1 } });
    expect(sendResultMessage((again as { summary: SendSummary }).summary)).toBe(
      'Nothing left to send: this edition already went to all 1 subscriber who chose it.',
    );
    expect(sink.messages).toHaveLength(1);
    expect(await database.db.select().from(newsletterSendLogs)).toHaveLength(2);
  });
});

describe('the breaking edition', () => {
  const HOUR = 3_600_000;
  // Tuesday 2026-11-24, 2:00 PM in New York.
  const AFTERNOON = new Date('2026-11-24T19:00:00Z');
  let story = 0;
  /** Other outlets' reports of one story: each call is a new story with its own addresses. */
  const carriedBy = (...sources: string[]) => {
    story++;
    return sources.map((source) => ({
      source,
      url: `https://${source.toLowerCase().replace(/\W+/g, '-')}.example/story-${story}`,
    }));
  };

  beforeEach(async () => {
    clock = AFTERNOON;
    await database.db.delete(articles);
  });

  it('mails a story three outlets carry to the readers who chose Breaking, once a day', async () => {
    const breakingReaders = await subscribersChoosing(2, { breaking: true });
    const [dailyOnly] = await subscribersChoosing(1, { daily: true });
    await seedArticles(database.db, [
      {
        title: 'Welltower agrees to buy 40 communities',
        category: 'investment',
        source: 'Senior Housing News',
        publishedAt: new Date(clock.getTime() - 2 * HOUR),
        alsoReportedBy: carriedBy('McKnight’s Senior Living', 'Skilled Nursing News'),
      },
      { title: 'A quiet story', publishedAt: new Date(clock.getTime() - HOUR) },
    ]);

    expect(await services.editions.sendBreakingEdition()).toMatchObject({ kind: 'breaking', successful: 2, totalSubscribers: 2 });
    expect(sink.to(dailyOnly!)).toEqual([]);
    const [mail] = sink.to(breakingReaders[0]!);
    expect(mail!.parsed.subject).toBe('Breaking: Welltower agrees to buy 40 communities');
    expect(mail!.parsed.text).toContain(
      'Reported by 3 outlets: Senior Housing News, McKnight’s Senior Living, Skilled Nursing News',
    );
    expect(mail!.parsed.text).not.toContain('A quiet story');
    expect(mail!.raw).toMatch(/^List-Id: <breaking\.journal\.test>\r?$/im);

    // Another story breaks an hour later: at most one Breaking edition a day. The run that found
    // nothing owed is not logged.
    clock = new Date(AFTERNOON.getTime() + HOUR);
    await seedArticles(database.db, [
      {
        title: 'Ventas sells its Canadian portfolio',
        publishedAt: new Date(clock.getTime() - HOUR),
        alsoReportedBy: carriedBy('Globe', 'Post'),
      },
    ]);
    expect(await services.editions.sendBreakingEdition()).toMatchObject({ successful: 0, totalSubscribers: 2 });
    expect(sink.messages).toHaveLength(2);
    expect((await services.editions.sendHistory()).map((log) => log.kind)).toEqual(['breaking']);
  });

  it('never mails the same story twice, and mails what broke at night after 6 AM', async () => {
    const [reader] = await subscribersChoosing(1, { breaking: true });
    // 4:00 PM: a story breaks and is mailed.
    clock = new Date('2026-11-24T21:00:00Z');
    await seedArticles(database.db, [
      {
        title: 'Brookdale names a new chief executive',
        publishedAt: new Date(clock.getTime() - HOUR),
        alsoReportedBy: carriedBy('Reuters', 'Bloomberg'),
      },
    ]);
    expect((await services.editions.sendBreakingEdition()).successful).toBe(1);

    // 10:00 PM: another breaks, but nothing is mailed at night, not even on an admin's request.
    clock = new Date('2026-11-25T03:00:00Z');
    await seedArticles(database.db, [
      {
        title: 'Sunrise Senior Living to be acquired',
        publishedAt: new Date(clock.getTime() - HOUR),
        alsoReportedBy: carriedBy('Reuters', 'Bloomberg'),
      },
    ]);
    expect(await services.editions.sendBreakingEdition()).toMatchObject({ successful: 0, skippedReason: 'quiet-hours' });
    const asked = await services.editions.requestSendNow('breaking');
    expect(asked).toMatchObject({ queued: false, summary: { skippedReason: 'quiet-hours' } });
    expect(sendResultMessage((asked as { summary: SendSummary }).summary)).toBe(ADMIN_TEXT.skippedQuietHours);
    expect(sink.to(reader!)).toHaveLength(1);

    // 7:00 AM: the night's story goes out; the afternoon's, still in the morning window, does not again.
    clock = new Date('2026-11-25T12:00:00Z');
    expect((await services.editions.sendBreakingEdition()).successful).toBe(1);
    const subjects = sink.to(reader!).map((m) => m.parsed.subject);
    expect(subjects).toEqual([
      'Breaking: Brookdale names a new chief executive',
      'Breaking: Sunrise Senior Living to be acquired',
    ]);
  });

  it('mails an investment story above the threshold, and says when nothing is breaking', async () => {
    const [reader] = await subscribersChoosing(1, { breaking: true });
    await seedArticles(database.db, [
      { title: 'REIT acquisition lifts the market', category: 'investment', publishedAt: new Date(clock.getTime() - HOUR) },
    ]);
    await services.editions.sendBreakingEdition();
    expect(sink.to(reader!)[0]!.parsed.text).toContain('A major market story for senior housing investors.');

    // The next afternoon nothing is breaking: the shell says so and sends nothing.
    clock = new Date(AFTERNOON.getTime() + 24 * HOUR);
    await seedArticles(database.db, [{ title: 'A quiet Wednesday', publishedAt: new Date(clock.getTime() - HOUR) }]);
    const context = { ...services, log: () => undefined };
    expect(await runOperation('newsletter:send', ['breaking'], context)).toBe(
      `Breaking edition of 2026-11-25: ${ADMIN_TEXT.skippedNoBreakingStory}`,
    );
    expect(sink.to(reader!)).toHaveLength(1);
  });
});

describe('the trends edition', () => {
  const HOUR = 3_600_000;
  // Monday 2026-11-02, 7:30 AM in New York: November's first weekday (the 1st is a Sunday).
  const FIRST_WEEKDAY = new Date('2026-11-02T12:30:00Z');

  beforeEach(async () => {
    clock = FIRST_WEEKDAY;
    await database.db.delete(articles);
  });

  it('goes out on the month’s first weekday with the past month in numbers', async () => {
    const [trendsReader] = await subscribersChoosing(1, { trends: true });
    const [dailyReader] = await subscribersChoosing(1, { daily: true });
    const october = (day: number, title: string, category: Category) => ({
      title,
      category,
      publishedAt: new Date(`2026-10-${String(day).padStart(2, '0')}T15:00:00Z`),
    });
    await seedArticles(database.db, [
      october(5, 'Welltower buys 12 communities from Brookdale', 'investment'),
      october(12, 'Welltower reports record occupancy', 'investment'),
      october(20, 'Ventas REIT acquisition lifts the market', 'investment'),
      october(28, 'Atria Senior Living opens in Austin', 'senior-living'),
      { title: 'A September deal', category: 'investment', publishedAt: new Date('2026-09-15T15:00:00Z') },
      // Midnight on November 1 in New York (EDT) is 04:00 UTC: this one is November's.
      { title: 'A November story', category: 'regulations', publishedAt: new Date('2026-11-01T04:30:00Z') },
    ]);

    await services.editions.sendScheduledEdition();
    const [mail] = sink.to(trendsReader!);
    expect(mail!.parsed.subject).toBe('Senior housing trends: October 2026 in numbers');
    const text = mail!.parsed.text as string;
    expect(text).toContain('4 stories in October 2026 (+300% on September 2026)');
    expect(text).toMatch(/Investment\s+3\s+\+200% on September 2026/);
    expect(text).toMatch(/Senior Living\s+1\s+none in September 2026/);
    expect(text).toMatch(/Welltower Inc\. \(WELL\)\s+2 stories/);
    expect(text).toMatch(/Brookdale Senior Living\s+1 story/);
    expect(text).toContain('The Month’s 4 Top Stories'.replace('’', "'"));
    expect(text).not.toContain('A November story');
    expect(sink.to(dailyReader!).map((m) => m.parsed.subject)).not.toContainEqual(expect.stringContaining('trends'));

    // Not on the next day, and not twice.
    clock = new Date(FIRST_WEEKDAY.getTime() + 24 * HOUR);
    await services.editions.sendScheduledEdition();
    expect(sink.to(trendsReader!)).toHaveLength(1);
  });

  it('is skipped when the past month has no story', async () => {
    const [reader] = await subscribersChoosing(1, { trends: true });
    await seedArticles(database.db, [{ title: 'Only November', publishedAt: new Date(clock.getTime() - HOUR) }]);
    expect(await services.editions.sendTodaysEdition({ kind: 'trends' })).toMatchObject({ skippedReason: 'no-articles' });
    expect(sink.to(reader!)).toEqual([]);
  });
});
