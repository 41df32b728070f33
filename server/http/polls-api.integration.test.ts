/**
 * /api/v1/polls over the HTTP app, on a freshly migrated database: the seeded polls, the results'
 * shape, one vote per poll per voter cookie whatever the client tries, and a clear 4xx for every
 * kind of bad input.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_TEXT } from '~/core/messages';
import { VOTE_LIMIT } from '~/core/polls';
import { loadConfig } from '~/server/config';
import { pollResponses, polls } from '~/server/db/schema';
import { createHttpApp } from '~/server/http/app';
import { createServices, type AppServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { JSON_REQUIRED } from './json-only';

const OURS = 'https://journal.test';
let database: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  // One trusted proxy: each test votes from an address of its own, so the vote limit stays apart.
  const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: OURS, TRUSTED_PROXY_HOPS: '1' });
  services = createServices(config, database, { mailer: capturingMailer() });
  app = createHttpApp({ services, jobs: { enabled: false, running: () => false } });
});
afterAll(() => database.destroy());

let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

function vote(
  pollId: string,
  body: unknown,
  { cookie, client = newClient(), type = 'application/json' } = {} as {
    cookie?: string;
    client?: string;
    type?: string;
  },
) {
  return app.request(`/api/v1/polls/${pollId}/votes`, {
    method: 'POST',
    headers: { 'Content-Type': type, Origin: OURS, 'X-Forwarded-For': client, ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const voterCookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('poll_voter='));

async function newPoll(options: unknown = ['Yes', 'No', 'Not sure'], isActive = true): Promise<string> {
  const [row] = await database.db
    .insert(polls)
    .values({ question: `Question ${Math.random()}`, options: options as string[], isActive })
    .returning({ id: polls.id });
  // Stored directly: the pages and lists an admin's change would have refreshed are refreshed here.
  services.pageCache.invalidate();
  return row!.id;
}

const votesIn = async (pollId: string) =>
  (await database.db.select().from(pollResponses).where(eq(pollResponses.pollId, pollId))).length;

describe('GET /api/v1/polls', () => {
  it('lists the three seeded industry polls on a fresh database, oldest first, with their options', async () => {
    const response = await app.request('/api/v1/polls');
    expect(response.status).toBe(200);
    const { polls: list } = (await response.json()) as { polls: { question: string; options: string[]; active: boolean }[] };
    expect(list).toHaveLength(3);
    expect(list.map((p) => p.question)).toEqual([
      expect.stringMatching(/occupancy.*next 12 months/),
      expect.stringMatching(/biggest operating challenge/),
      expect.stringMatching(/capital markets/),
    ]);
    for (const poll of list) {
      expect(poll).toEqual({ id: expect.any(String), question: expect.any(String), options: expect.any(Array), active: true });
      expect(poll.options.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('treats stored options that are not a list as no options, and leaves closed polls out', async () => {
    const odd = await newPoll({ not: 'a list' });
    const closed = await newPoll(['A', 'B'], false);
    const { polls: list } = (await (await app.request('/api/v1/polls')).json()) as { polls: { id: string; options: string[] }[] };
    expect(list.find((p) => p.id === odd)?.options).toEqual([]);
    expect(list.some((p) => p.id === closed)).toBe(false);
    const results = await app.request(`/api/v1/polls/${odd}/results`);
    expect(await results.json()).toEqual({ results: [], total: 0 });
  });
});

describe('GET /api/v1/polls/{id}/results', () => {
  it('lists every option in the poll’s order, zero votes included, with one-decimal shares', async () => {
    const id = await newPoll(['Up', 'Flat', 'Down']);
    for (const option of ['Down', 'Up', 'Down']) expect((await vote(id, { option })).status).toBe(201);
    const response = await app.request(`/api/v1/polls/${id}/results`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      results: [
        { option: 'Up', votes: 1, percent: 33.3 },
        { option: 'Flat', votes: 0, percent: 0 },
        { option: 'Down', votes: 2, percent: 66.7 },
      ],
      total: 3,
    });
  });

  it('answers 404 for an unknown poll and for an id of the wrong shape', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; drop table polls;--"]) {
      const response = await app.request(`/api/v1/polls/${encodeURIComponent(id)}/results`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: POLL_TEXT.pollNotFound, field: 'id' });
    }
  });
});

describe('POST /api/v1/polls/{id}/votes', () => {
  it('counts a vote, issues the voter cookie (HttpOnly, SameSite=Lax, Secure on https) and answers the results', async () => {
    const id = await newPoll();
    const response = await vote(id, { option: 'No' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: POLL_TEXT.voteCounted,
      total: 1,
      results: [{}, { option: 'No', votes: 1, percent: 100 }, {}],
    });
    const cookie = voterCookieOf(response)!;
    expect(cookie).toMatch(/^poll_voter=[A-Za-z0-9_-]{24}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('refuses the same session twice, with the current results and no count changed', async () => {
    const id = await newPoll();
    const first = await vote(id, { option: 'Yes' });
    const cookie = voterCookieOf(first)!.split(';')[0]!;
    const again = await vote(id, { option: 'No' }, { cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: POLL_TEXT.alreadyVoted, field: 'id', total: 1 });
    expect(voterCookieOf(again)).toBeUndefined();
    expect(await votesIn(id)).toBe(1);
  });

  it('refuses a cookie replayed from another client address', async () => {
    const id = await newPoll();
    const cookie = voterCookieOf(await vote(id, { option: 'Yes' }, { client: '198.51.100.7' }))!.split(';')[0]!;
    const replay = await vote(id, { option: 'No' }, { cookie, client: '192.0.2.99' });
    expect(replay.status).toBe(409);
    expect(await votesIn(id)).toBe(1);
  });

  it('counts exactly one of 20 parallel votes sent with one cookie', async () => {
    const id = await newPoll();
    const other = await newPoll();
    // A voter who already has a cookie (from another poll) and sends twenty votes at once.
    const cookie = voterCookieOf(await vote(other, { option: 'Yes' }))!.split(';')[0]!;
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(id, { option: i % 2 ? 'Yes' : 'No' }, { cookie, client })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await votesIn(id)).toBe(1);
    const results = (await (await app.request(`/api/v1/polls/${id}/results`)).json()) as { total: number };
    expect(results.total).toBe(1);
  });

  it('refuses a closed poll with 409 and its results, counting nothing', async () => {
    const id = await newPoll(['A', 'B'], false);
    const response = await vote(id, { option: 'A' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: POLL_TEXT.pollClosed, field: 'id', total: 0 });
    expect(await votesIn(id)).toBe(0);
  });

  it.each([
    ['an option the poll does not list', { option: 'Maybe' }, 400, 'option', POLL_TEXT.unknownOption],
    ['no option', {}, 400, 'option', POLL_TEXT.chooseOption],
    ['an empty option', { option: '' }, 400, 'option', POLL_TEXT.chooseOption],
    ['an option that is not text', { option: 3 }, 400, 'option', POLL_TEXT.chooseOption],
    ['a body that is not an object', ['Yes'], 400, 'option', POLL_TEXT.chooseOption],
    ['a very long option', { option: 'x'.repeat(5000) }, 400, 'option', POLL_TEXT.unknownOption],
  ])('answers %s with %i naming the field', async (_what, body, status, field, error) => {
    const id = await newPoll();
    const response = await vote(id, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error, field });
    expect(await votesIn(id)).toBe(0);
  });

  it('answers 404 for an unknown poll, 400 for a body that is not JSON, 415 for another content type', async () => {
    const unknown = await vote('00000000-0000-4000-8000-000000000000', { option: 'Yes' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: POLL_TEXT.pollNotFound, field: 'id' });
    expect((await vote('nope', { option: 'Yes' })).status).toBe(404);
    const id = await newPoll();
    const broken = await vote(id, '{"option":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ field: 'body' });
    const form = await vote(id, 'option=Yes', { type: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: JSON_REQUIRED });
  });

  it('refuses a vote from another site (the same-origin check)', async () => {
    const id = await newPoll();
    const response = await app.request(`/api/v1/polls/${id}/votes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
      body: JSON.stringify({ option: 'Yes' }),
    });
    expect(response.status).toBe(403);
    expect(await votesIn(id)).toBe(0);
  });

  it(`limits votes per client address to ${VOTE_LIMIT.max} a minute`, async () => {
    const client = newClient();
    const ids = await Promise.all(Array.from({ length: VOTE_LIMIT.max + 1 }, () => newPoll()));
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await vote(id, { option: 'Yes' }, { client })).status);
    expect(statuses.slice(0, VOTE_LIMIT.max).every((s) => s === 201)).toBe(true);
    const last = await vote(ids.at(-1)!, { option: 'Yes' }, { client });
    expect(last.status).toBe(429);
    expect(await last.json()).toEqual({ error: POLL_TEXT.voteRateLimited });
  });
});
