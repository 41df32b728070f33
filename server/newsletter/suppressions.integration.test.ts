import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailSuppressions, newsletterEditions, newsletterSubscribers, user } from '~/server/db/schema';
import { loadConfig } from '~/server/config';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { seedArticles } from '~/tests/support/articles';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { signedInAccount } from '~/tests/support/admin-routes';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp-sink';
import { createMailer } from './mailer';

/**
 * Bounces and complaints (issue 15): a hard bounce at delivery and a provider's notification each
 * suppress the address, no path mails a suppressed address, and an admin can lift a suppression.
 */
const SECRET = 'events-secret-'.padEnd(32, 'x');
let database: TestDatabase;
let sink: SmtpSink;
let services: AppServices;
let clock = new Date('2026-11-23T12:30:00Z'); // Monday, 7:30 AM in New York

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  const config = loadConfig({
    BETTER_AUTH_SECRET: 's'.repeat(40),
    SMTP_URL: sink.url,
    MAIL_RATE_PER_SECOND: '1000',
    NEWSLETTER_EVENTS_SECRET: SECRET,
  });
  services = createServices(config, database, { now: () => clock, mailer: createMailer(config) });
  await seedArticles(database.db, [
    { title: 'Ventas raises guidance', category: 'investment', publishedAt: new Date(clock.getTime() - 3_600_000) },
  ]);
});
afterAll(async () => {
  services.mailer.close();
  await sink.close();
  await database.destroy();
});
beforeEach(async () => {
  sink.messages.length = 0;
  sink.rejectPermanently.clear();
  await database.db.delete(newsletterEditions);
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(mailSuppressions);
});

const subscribe = (email: string) =>
  database.db.insert(newsletterSubscribers).values({ email, isActive: true, confirmedAt: clock });

const postEvents = (body: unknown, secret = SECRET) =>
  createHttpApp({ services, jobs: { enabled: false, running: () => false } }).request('/api/v1/newsletter/events', {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Every way the journal mails an address, tried on `email`. */
async function tryEveryPath(email: string) {
  await services.newsletter.subscribe(
    { email, preferences: { daily: true, weekly: false, breaking: false, trends: false } },
    `c-${email}`,
  );
  await services.newsletter.inviteFriends({ emails: [email] }, `i-${email}`);
  await services.auth.api.signUpEmail({ body: { email, password: 'a long enough password', name: 'x' }, asResponse: true });
}

describe('a hard bounce at delivery', () => {
  it('suppresses the address at once; no later edition, confirmation, invitation or account mail reaches it', async () => {
    await subscribe('gone@operators.test');
    await subscribe('here@operators.test');
    sink.rejectPermanently.add('gone@operators.test');
    expect(await services.editions.sendTodaysEdition()).toMatchObject({ successful: 1, failed: 1 });
    expect(await services.suppressions.find('Gone@Operators.test')).toMatchObject({
      reason: 'bounce',
      detail: expect.stringMatching(/^SMTP 550/),
    });

    sink.rejectPermanently.clear();
    sink.messages.length = 0;
    clock = new Date('2026-11-24T12:30:00Z'); // the next weekday's edition
    expect(await services.editions.sendTodaysEdition()).toMatchObject({ successful: 1, failed: 0, totalSubscribers: 1 });
    await tryEveryPath('gone@operators.test');
    expect(sink.to('gone@operators.test')).toEqual([]);
    expect(sink.to('here@operators.test')).toHaveLength(1);
    clock = new Date('2026-11-23T12:30:00Z');
  });
});

describe('provider notifications (POST /api/v1/newsletter/events)', () => {
  it('refuse a wrong secret and bad bodies, changing nothing', async () => {
    expect((await postEvents({ events: [{ type: 'complaint', email: 'a@b.test' }] }, 'wrong')).status).toBe(401);
    const bad = await postEvents({ events: [{ type: 'complaint', email: 'not an address' }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^events\.0\.email: /);
    expect((await postEvents('{"events": [')).status).toBe(400);
    expect((await postEvents({ events: [] })).status).toBe(400);
    expect(await services.suppressions.list()).toEqual([]);
  });

  it('suppress complaints and permanent bounces, ignore soft bounces, and no path mails them', async () => {
    const response = await postEvents({
      events: [
        { type: 'complaint', email: 'Angry@Operators.test', detail: 'marked as spam' },
        { type: 'bounce', email: 'bounced@operators.test', permanent: true },
        { type: 'bounce', email: 'full@operators.test', permanent: false },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ suppressed: 2, ignored: 1 });
    expect((await services.suppressions.list()).map((s) => [s.email, s.reason]).sort()).toEqual([
      ['angry@operators.test', 'complaint'],
      ['bounced@operators.test', 'bounce'],
    ]);
    await subscribe('angry@operators.test');
    await services.editions.sendTodaysEdition();
    await tryEveryPath('bounced@operators.test');
    expect(sink.to('angry@operators.test')).toEqual([]);
    expect(sink.to('bounced@operators.test')).toEqual([]);
  });

  it('are off without NEWSLETTER_EVENTS_SECRET', async () => {
    const off = createServices(loadConfig({ BETTER_AUTH_SECRET: 's'.repeat(40) }), database, { now: () => clock });
    const response = await createHttpApp({ services: off, jobs: { enabled: false, running: () => false } }).request(
      '/api/v1/newsletter/events',
      { method: 'POST', headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' }, body: '{}' },
    );
    expect(response.status).toBe(404);
  });
});

describe('a lifted suppression', () => {
  it('lets the address be mailed again', async () => {
    await services.suppressions.suppress('back@operators.test', 'complaint', 'clicked by mistake');
    // The audit log names a real account.
    await signedInAccount(services, database.db, 'lifter@journal.test');
    const [admin] = await database.db.select().from(user).where(eq(user.email, 'lifter@journal.test'));
    expect(await services.suppressions.lift('back@operators.test', { id: admin!.id, email: admin!.email })).toBe(true);
    await subscribe('back@operators.test');
    await services.editions.sendTodaysEdition();
    expect(sink.to('back@operators.test')).toHaveLength(1);
  });
});
