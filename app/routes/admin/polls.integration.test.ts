/**
 * /admin/polls through the route's loader and action as the HTTP layer calls them, with real
 * sessions: the gate for every intent, and each change with its audit-log entry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { POLL_TEXT } from '~/core/messages';
import type { PollAdminAnswer } from '~/core/polls';
import { grantRole } from '~/server/auth/roles';
import { loadConfig } from '~/server/config';
import { auditLog, pollResponses, polls } from '~/server/db/schema';
import { createServices, type AppServices } from '~/server/services';
import { signedInAccount } from '~/tests/support/admin-routes';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { action, loader } from './polls.server';
import type { Route } from './+types/polls';

const ORIGIN = 'http://localhost:3000';
let database: TestDatabase;
let services: AppServices;
let tmp: string;
let adminCookie: string;
let readerCookie: string;

/** A confirmed account, signed in (tests/support/admin-routes.ts). */
const signUp = (email: string) => signedInAccount(services, database.db, email);

beforeAll(async () => {
  database = await createTestDatabase();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-admin-polls-'));
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), DATA_DIR: tmp }), database, {
    mailer: capturingMailer(),
  });
  adminCookie = await signUp('pollster@journal.test');
  await grantRole(database.db, 'pollster@journal.test', 'admin');
  readerCookie = await signUp('reader@journal.test');
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function args(cookie: string | null, body?: Record<string, string | string[]>) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, '10.0.0.1');
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {})) for (const v of [value].flat()) form.append(key, v);
  const request = new Request(`${ORIGIN}/admin/polls`, {
    method: body ? 'POST' : 'GET',
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    ...(body ? { body: form } : {}),
  });
  return { request, context, params: {} } as unknown as Route.ActionArgs & Route.LoaderArgs;
}

/** The answer of the action, whatever its status (refusals come wrapped in data() with a 4xx). */
async function post(body: Record<string, string | string[]>, cookie: string | null = adminCookie): Promise<PollAdminAnswer> {
  const result = (await action(args(cookie, body))) as unknown as { data: PollAdminAnswer; init: { status?: number } | null };
  return result.data;
}

const questionOf = async (id: string) => (await database.db.select().from(polls).where(eq(polls.id, id)))[0];

describe('/admin/polls: the gate', () => {
  const intents: Record<string, string | string[]>[] = [
    { intent: 'create', question: 'Q?', option: ['A', 'B'] },
    { intent: 'update', pollId: '00000000-0000-4000-8000-000000000000', question: 'Q?', option: ['A', 'B'] },
    { intent: 'open', pollId: '00000000-0000-4000-8000-000000000000' },
    { intent: 'close', pollId: '00000000-0000-4000-8000-000000000000' },
    { intent: 'delete', pollId: '00000000-0000-4000-8000-000000000000' },
  ];

  it('refuses the page to a signed-out visitor (401) and a signed-in reader (403)', async () => {
    await expect(loader(args(null))).rejects.toMatchObject({ init: { status: 401 } });
    await expect(loader(args(readerCookie))).rejects.toMatchObject({ init: { status: 403 } });
  });

  it.each(intents)('refuses $intent to a signed-out visitor and a reader, changing nothing', async (body) => {
    const before = await database.db.select().from(polls);
    await expect(action(args(null, body))).rejects.toMatchObject({ init: { status: 401 } });
    await expect(action(args(readerCookie, body))).rejects.toMatchObject({ init: { status: 403 } });
    expect(await database.db.select().from(polls)).toEqual(before);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});

describe('/admin/polls: managing polls', () => {
  it('shows the counts, starting with the three seeded polls', async () => {
    const page = await loader(args(adminCookie));
    expect(page.stats).toEqual({ totalPolls: 3, activePolls: 3, totalResponses: 0 });
    expect(page.polls).toHaveLength(3);
    expect(page.changes).toEqual([]);
  });

  it('creates a poll with trimmed options, refuses bad drafts by field, and logs who created it', async () => {
    expect(await post({ intent: 'create', question: '  Will rents rise in 2027? ', option: [' Yes', 'No ', 'Unsure'] })).toEqual({
      intent: 'create',
      ok: true,
    });
    expect(await post({ intent: 'create', question: 'Q?', option: ['Yes', 'yes'] })).toMatchObject({
      ok: false,
      field: 'options',
      message: POLL_TEXT.optionRepeated('yes'),
    });
    expect(await post({ intent: 'create', question: ' ', option: ['Yes', 'No'] })).toMatchObject({
      ok: false,
      field: 'question',
    });
    expect(await post({ intent: 'create', question: 'Q?', option: ['Only'] })).toMatchObject({
      ok: false,
      message: POLL_TEXT.tooFewOptions(2),
    });
    const page = await loader(args(adminCookie));
    expect(page.polls[0]).toMatchObject({ question: 'Will rents rise in 2027?', options: ['Yes', 'No', 'Unsure'], active: true });
    expect(page.stats).toMatchObject({ totalPolls: 4, activePolls: 4 });
    expect(page.changes).toEqual([
      expect.objectContaining({
        action: 'created the poll',
        subject: 'Will rents rise in 2027?',
        actorEmail: 'pollster@journal.test',
      }),
    ]);
  });

  it('edits options until the first vote, then only the question', async () => {
    const [poll] = await database.db.select().from(polls).where(eq(polls.question, 'Will rents rise in 2027?'));
    const id = poll!.id;
    expect(
      await post({ intent: 'update', pollId: id, question: 'Will rents rise in 2027?', option: ['Yes', 'No'] }),
    ).toMatchObject({
      ok: true,
    });
    expect((await questionOf(id))!.options).toEqual(['Yes', 'No']);

    const vote = await services.polls.vote(id, { option: 'Yes' }, 'a'.repeat(24), '10.0.0.2');
    expect(vote.ok).toBe(true);
    expect(await post({ intent: 'update', pollId: id, question: 'Will rents rise?', option: ['Yes', 'No', 'Maybe'] })).toEqual({
      intent: 'update',
      ok: false,
      pollId: id,
      field: 'options',
      message: POLL_TEXT.optionsLocked,
    });
    expect(await questionOf(id)).toMatchObject({ question: 'Will rents rise in 2027?', options: ['Yes', 'No'] });
    expect(
      await post({ intent: 'update', pollId: id, question: 'Will rents rise next year?', option: ['Yes', 'No'] }),
    ).toMatchObject({
      ok: true,
    });
    expect(await questionOf(id)).toMatchObject({ question: 'Will rents rise next year?', options: ['Yes', 'No'] });
    expect((await loader(args(adminCookie))).changes[0]).toMatchObject({
      action: 'edited the poll',
      subject: 'Will rents rise next year?',
      detail: { was: 'Will rents rise in 2027?' },
    });
  });

  it('closes a poll (its results stay listed among the past ones), reopens it, deletes it with its votes', async () => {
    const [poll] = await database.db.select().from(polls).where(eq(polls.question, 'Will rents rise next year?'));
    const id = poll!.id;
    expect(await post({ intent: 'close', pollId: id })).toEqual({ intent: 'close', ok: true, pollId: id });
    expect((await services.polls.active()).some((p) => p.id === id)).toBe(false);
    const past = await services.polls.cards(await services.polls.closed(), null);
    expect(past.find((p) => p.id === id)?.results).toMatchObject({ total: 1 });
    expect((await loader(args(adminCookie))).stats).toMatchObject({ totalPolls: 4, activePolls: 3, totalResponses: 1 });

    expect(await post({ intent: 'open', pollId: id })).toMatchObject({ ok: true });
    expect((await questionOf(id))!.isActive).toBe(true);

    expect(await post({ intent: 'delete', pollId: id })).toMatchObject({ ok: true });
    expect(await questionOf(id)).toBeUndefined();
    expect(await database.db.select().from(pollResponses).where(eq(pollResponses.pollId, id))).toEqual([]);
    expect(await post({ intent: 'delete', pollId: id })).toMatchObject({ ok: false, message: POLL_TEXT.pollNotFound });

    const actions = (await database.db.select().from(auditLog).orderBy(auditLog.id)).map((c) => [c.area, c.action]);
    expect(actions).toEqual([
      ['polls', 'created the poll'],
      ['polls', 'edited the poll'],
      ['polls', 'edited the poll'],
      ['polls', 'closed the poll'],
      ['polls', 'reopened the poll'],
      ['polls', 'deleted the poll'],
    ]);
  });
});
