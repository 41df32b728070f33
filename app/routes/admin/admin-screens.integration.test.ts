/**
 * /admin/subscribers, /admin/roles and /admin/settings through their loaders and actions as the
 * HTTP layer calls them, with real sessions, on PGlite and PostgreSQL; and the CSV export of the
 * admin API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TEXT } from '~/core/messages';
import { DEFAULT_SETTINGS } from '~/core/settings';
import { SUBSCRIBERS_PAGE_SIZE } from '~/core/subscribers';
import { grantRole } from '~/server/auth/roles';
import { loadConfig } from '~/server/config';
import { appSettings, auditLog, newsletterSubscribers, user, userRoles } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { routeArgs, signedInAccount } from '~/tests/support/admin-routes';
import { loader as rootLoader } from '~/app/root.server';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import * as roles from './roles.server';
import * as settings from './settings.server';
import * as subscribers from './subscribers.server';

let database: TestDatabase;
let services: AppServices;
let adminCookie: string;
let readerCookie: string;
let clock = new Date('2026-11-24T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database, { now: () => clock });
  adminCookie = await signedInAccount(services, database.db, 'editor@journal.test');
  await grantRole(database.db, 'editor@journal.test', 'admin');
  readerCookie = await signedInAccount(services, database.db, 'reader@journal.test');
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 60_000);
});

type Module = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> };
const SCREENS: [string, Module, Record<string, string>][] = [
  ['/admin/subscribers', subscribers as unknown as Module, { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' }],
  ['/admin/roles', roles as unknown as Module, { intent: 'assign', email: 'reader@journal.test', role: 'admin' }],
  ['/admin/settings', settings as unknown as Module, { ...DEFAULT_SETTINGS, appName: 'Taken Over' }],
];

describe('the admin screens’ gate', () => {
  it.each(SCREENS)(
    '%s refuses a signed-out visitor (401) and a reader (403), page and form alike',
    async (path, screen, body) => {
      for (const [cookie, status] of [
        ['', 401],
        [readerCookie, 403],
      ] as const) {
        await expect(screen.loader(routeArgs(services, path, cookie) as never)).rejects.toMatchObject({ init: { status } });
        await expect(screen.action(routeArgs(services, path, cookie, body) as never)).rejects.toMatchObject({ init: { status } });
      }
      // Nothing changed: no role, no setting, no audit entry.
      expect(await database.db.select().from(appSettings)).toEqual([]);
      expect(await database.db.select().from(auditLog)).toEqual([]);
    },
  );

  it('refuses the CSV export to a reader', async () => {
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    const response = await app.request('/api/v1/admin/subscribers/export', { headers: { Cookie: readerCookie } });
    expect(response.status).toBe(403);
  });
});

describe('/admin/subscribers', () => {
  const load = (query = '') =>
    subscribers.loader(routeArgs(services, `/admin/subscribers${query}`, adminCookie)) as ReturnType<typeof subscribers.loader>;
  const act = (body: Record<string, string>) =>
    subscribers.action(routeArgs(services, '/admin/subscribers', adminCookie, body)) as ReturnType<typeof subscribers.action>;

  beforeAll(async () => {
    const base = new Date('2026-10-01T12:00:00Z').getTime();
    await database.db.insert(newsletterSubscribers).values(
      Array.from({ length: 120 }, (_, i) => ({
        email: i === 7 ? '=HYPERLINK("http://evil.test")@x.test' : `reader${String(i).padStart(3, '0')}@operators.test`,
        isActive: i % 10 !== 0,
        confirmedAt: i % 5 === 4 ? null : new Date(base),
        unsubscribedAt: i % 10 === 0 ? new Date(base + 1000) : null,
        subscribedAt: new Date(base + i * 60_000),
      })),
    );
  });

  it('counts, pages newest first and searches anywhere in the address', async () => {
    const first = await load();
    expect(first.counts).toEqual({ total: 120, active: 84, pending: 24, unsubscribed: 12 });
    expect(first.rows).toHaveLength(SUBSCRIBERS_PAGE_SIZE);
    expect(first.rows[0]!.email).toBe('reader119@operators.test');
    const last = await load('?page=99');
    expect(last.page).toBe(3);
    expect(last.rows).toHaveLength(20);
    const found = await load('?q=READER04');
    expect(found.matching).toBe(10);
    expect(found.rows.map((r) => r.email)).toContain('reader045@operators.test');
    expect((await load('?q=%25')).matching).toBe(0); // a % is a character, not a wildcard
  });

  it('deactivates and re-activates, logs both, and never re-activates a reader who unsubscribed themselves', async () => {
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader011@operators.test'));
    expect(await act({ intent: 'deactivate', id: row!.id })).toEqual({
      ok: true,
      intent: 'deactivate',
      message: ADMIN_TEXT.subscriberDeactivated,
    });
    const [off] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id));
    expect(off).toMatchObject({ isActive: false, unsubscribedAt: clock });
    expect(await act({ intent: 'activate', id: row!.id })).toMatchObject({ ok: true, message: ADMIN_TEXT.subscriberActivated });
    const [on] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id));
    expect(on).toMatchObject({ isActive: true, unsubscribedAt: null });

    const [self] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader010@operators.test'));
    const refused = await act({ intent: 'activate', id: self!.id });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('unsubscribed themselves') });
    const [still] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, self!.id));
    expect(still!.isActive).toBe(false);

    const page = await load();
    expect(page.changes.map((c) => [c.action, c.subject, c.actorEmail])).toEqual([
      ['activated', 'reader011@operators.test', 'editor@journal.test'],
      ['deactivated', 'reader011@operators.test', 'editor@journal.test'],
    ]);
  });

  it('deactivates a reader who never confirmed (their link stops working) and never activates them', async () => {
    const [pending] = await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'pending@operators.test', isActive: false })
      .returning();
    expect((await load('?q=pending@')).rows[0]!.status).toBe('pending');
    expect(await act({ intent: 'activate', id: pending!.id })).toMatchObject({
      ok: false,
      message: expect.stringContaining('never confirmed'),
    });
    expect(await act({ intent: 'deactivate', id: pending!.id })).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, pending!.id));
    expect(row).toMatchObject({ isActive: false, unsubscribedAt: clock });
    expect((await load('?q=pending@')).rows[0]!.status).toBe('unsubscribed');
    expect(await act({ intent: 'activate', id: pending!.id })).toMatchObject({ ok: false });
    await database.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, pending!.id));
  });

  it('deletes one subscriber and refuses bad input without a change', async () => {
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader012@operators.test'));
    expect(await act({ intent: 'delete', id: row!.id })).toMatchObject({ ok: true, message: ADMIN_TEXT.subscriberDeleted });
    expect(await act({ intent: 'delete', id: row!.id })).toMatchObject({ ok: false });
    expect(await act({ intent: 'explode', id: 'not-a-uuid' })).toMatchObject({ ok: false });
    expect((await load()).counts.total).toBe(119);
  });

  it('exports every match as CSV, with a formula-looking address defused', async () => {
    const app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
    const response = await app.request('/api/v1/admin/subscribers/export', { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email,Status,Preferences,Subscribed,Unsubscribed');
    expect(lines).toHaveLength(1 + 119);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.test"")@x.test",Active,Daily,2026-10-01T12:07:00.000Z,`);
    const searched = await app.request('/api/v1/admin/subscribers/export?q=reader11', { headers: { Cookie: adminCookie } });
    expect((await searched.text()).trimEnd().split('\r\n')).toHaveLength(1 + 10);
  });
  it('lists suppressed addresses and lifts one, logged; a second lift says it is not suppressed', async () => {
    await services.suppressions.suppress('Back@Operators.test', 'complaint', 'clicked by mistake');
    expect((await load()).suppressed).toEqual([
      { email: 'back@operators.test', reason: 'complaint', detail: 'clicked by mistake', createdAt: expect.any(String) },
    ]);
    expect(await act({ intent: 'lift', email: 'back@operators.test' })).toEqual({
      ok: true,
      intent: 'lift',
      message: ADMIN_TEXT.suppressionLifted,
    });
    expect(await act({ intent: 'lift', email: 'back@operators.test' })).toMatchObject({
      ok: false,
      message: ADMIN_TEXT.suppressionNotFound,
    });
    expect((await load()).suppressed).toEqual([]);
    expect((await load()).changes.map((c) => `${c.action} ${c.subject}`)).toContain(
      'lifted the suppression of back@operators.test',
    );
  });
});

describe('/admin/roles', () => {
  const act = (body: Record<string, string>) =>
    roles.action(routeArgs(services, '/admin/roles', adminCookie, body)) as ReturnType<typeof roles.action>;

  it('assigns by e-mail with the spec’s messages, refuses duplicates, and logs', async () => {
    expect(await act({ intent: 'assign', email: '', role: 'moderator' })).toEqual({
      ok: false,
      intent: 'assign',
      title: 'Missing information',
      description: 'Please provide both email and role',
    });
    expect(await act({ intent: 'assign', email: 'nobody@journal.test', role: 'moderator' })).toEqual({
      ok: false,
      intent: 'assign',
      title: 'User not found',
      description: 'No user found with email: nobody@journal.test',
    });
    expect(await act({ intent: 'assign', email: 'Reader@Journal.test', role: 'moderator' })).toEqual({
      ok: true,
      intent: 'assign',
      title: 'Role assigned',
    });
    expect(await act({ intent: 'assign', email: 'reader@journal.test', role: 'moderator' })).toEqual({
      ok: false,
      intent: 'assign',
      title: 'Role already exists',
      description: 'User already has the moderator role',
    });
    const page = (await roles.loader(routeArgs(services, '/admin/roles', adminCookie))) as Awaited<
      ReturnType<typeof roles.loader>
    >;
    expect(page.assignments.map((a) => [a.email, a.role])).toEqual([
      ['reader@journal.test', 'moderator'],
      ['editor@journal.test', 'admin'],
    ]);
    expect(page.changes.map((c) => `${c.actorEmail} ${c.action} ${c.subject}`)).toEqual([
      'editor@journal.test assigned the moderator role to reader@journal.test',
    ]);
  });

  it('removes an assignment, but never the admin’s own admin role', async () => {
    const assignments = await database.db.select().from(userRoles);
    const own = assignments.find((a) => a.role === 'admin')!;
    const other = assignments.find((a) => a.role === 'moderator')!;
    expect(await act({ intent: 'remove', id: own.id })).toMatchObject({ ok: false, title: 'Error removing role' });
    expect(await act({ intent: 'remove', id: other.id })).toEqual({ ok: true, intent: 'remove', title: 'Role removed' });
    expect((await database.db.select().from(userRoles)).map((a) => a.role)).toEqual(['admin']);
  });
});

describe('/admin/settings', () => {
  const act = (body: Record<string, string>) =>
    settings.action(routeArgs(services, '/admin/settings', adminCookie, body)) as ReturnType<typeof settings.action>;
  const valid = {
    appName: 'Senior Living Ledger',
    appDescription: 'Daily senior living news.',
    newsletterFrequency: 'weekly',
    contactEmail: 'desk@ledger.test',
    supportEmail: '',
    publisherAddress: '100 Main Street\r\n  Boston, MA 02110\n',
  };

  it('refuses bad values with the field named, and stores nothing', async () => {
    const outcome = await act({ ...valid, appName: '  ', contactEmail: 'not an address', newsletterFrequency: 'hourly' });
    expect(outcome).toMatchObject({
      ok: false,
      fieldErrors: {
        appName: 'Enter the application name',
        contactEmail: 'Enter a valid e-mail address or leave it empty',
        newsletterFrequency: 'Choose daily, weekly or monthly',
      },
    });
    expect(await database.db.select().from(appSettings)).toEqual([]);
  });

  it('saves what changed with updated_by, logs each key, and the site uses it at once', async () => {
    expect(await act(valid)).toEqual({
      ok: true,
      message: 'Settings saved',
      changed: [
        'Application name',
        'Application description',
        'Newsletter frequency',
        'Contact email',
        'Publisher postal address',
      ],
    });
    const [me] = await database.db.select().from(user).where(eq(user.email, 'editor@journal.test'));
    const rows = await database.db.select().from(appSettings);
    expect(rows.map((r) => [r.key, r.value, r.updatedBy]).sort()).toEqual(
      [
        ['app_description', 'Daily senior living news.', me!.id],
        ['app_name', 'Senior Living Ledger', me!.id],
        ['contact_email', 'desk@ledger.test', me!.id],
        ['newsletter_frequency', 'weekly', me!.id],
        // One line for the mail's footer.
        ['publisher_address', '100 Main Street, Boston, MA 02110', me!.id],
      ].sort(),
    );
    expect(await services.settings.current()).toEqual({ ...valid, publisherAddress: '100 Main Street, Boston, MA 02110' });
    expect(await act(valid)).toMatchObject({ ok: true, changed: [] });
    const page = (await settings.loader(routeArgs(services, '/admin/settings', adminCookie))) as Awaited<
      ReturnType<typeof settings.loader>
    >;
    expect(page.changes).toHaveLength(5);
    expect(page.changes.find((c) => c.subject === 'Application name')!.detail).toEqual({
      from: DEFAULT_SETTINGS.appName,
      to: 'Senior Living Ledger',
    });
    // Every page reads the site's identity from the root loader.
    const root = await rootLoader(routeArgs(services, '/', ''));
    expect(root.site).toEqual({
      name: 'Senior Living Ledger',
      description: 'Daily senior living news.',
      contactEmail: 'desk@ledger.test',
    });
  });
});
