/**
 * The polls page's loader and vote action, as the HTTP layer calls them: nothing loads until the
 * reader chooses, a vote issues the voter cookie and returns the results, and the next load with
 * that cookie shows this session's vote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { VoteAnswer } from '~/core/polls';
import { loadConfig } from '~/server/config';
import { createServices, type AppServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { capturingMailer } from '~/tests/support/mail-capture';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { action, loader } from './industry-polls.server';
import type { Route } from './+types/industry-polls';

let database: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database, { mailer: capturingMailer() });
});
afterAll(() => database.destroy());

function args(url: string, { cookie, body }: { cookie?: string; body?: Record<string, string> } = {}) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, '10.0.0.9');
  const request = new Request(`http://localhost:3000${url}`, {
    method: body ? 'POST' : 'GET',
    headers: cookie ? { Cookie: cookie } : {},
    ...(body ? { body: new URLSearchParams(body) } : {}),
  });
  return { request, context, params: {} } as unknown as Route.ActionArgs & Route.LoaderArgs;
}

describe('/industry-polls', () => {
  it('loads no poll until the reader chooses to see them', async () => {
    expect(await loader(args('/industry-polls'))).toEqual({ show: null, active: [], past: [], unavailable: false });
  });

  it('votes through the action, sets the voter cookie, and shows the results with the next load', async () => {
    const shown = await loader(args('/industry-polls?show=active'));
    expect(shown.active).toHaveLength(3);
    expect(shown.active.every((poll) => !poll.voted && poll.results === null)).toBe(true);
    const poll = shown.active[0]!;

    const voted = (await action(
      args('/industry-polls?show=active', { body: { intent: 'vote', pollId: poll.id, option: poll.options[1]! } }),
    )) as unknown as { data: VoteAnswer; init: { status: number; headers: Record<string, string> } };
    expect(voted.data).toMatchObject({ pollId: poll.id, ok: true, voted: true, results: { total: 1 } });
    expect(voted.data.results!.results[1]).toEqual({ option: poll.options[1], votes: 1, percent: 100 });
    const cookie = voted.init.headers['Set-Cookie']!;
    expect(cookie).toMatch(/^poll_voter=[\w-]{24}; Path=\/; HttpOnly; SameSite=Lax$/);

    const again = await loader(args('/industry-polls?show=active', { cookie: cookie.split(';')[0]! }));
    expect(again.active[0]).toMatchObject({ id: poll.id, voted: true, results: { total: 1 } });
    expect(again.active[1]).toMatchObject({ voted: false, results: null });

    const repeat = (await action(
      args('/industry-polls?show=active', {
        cookie: cookie.split(';')[0]!,
        body: { intent: 'vote', pollId: poll.id, option: poll.options[0]! },
      }),
    )) as unknown as { data: VoteAnswer; init: { status: number } };
    expect(repeat.init.status).toBe(409);
    expect(repeat.data).toMatchObject({ ok: false, voted: true, results: { total: 1 } });
  });

  it('leaves the reader on the form when the vote has no option', async () => {
    const [poll] = await services.polls.active();
    const refused = (await action(
      args('/industry-polls?show=active', { body: { intent: 'vote', pollId: poll!.id } }),
    )) as unknown as {
      data: VoteAnswer;
      init: { status: number; headers?: unknown };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, voted: false, results: null });
  });
});
