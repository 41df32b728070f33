/**
 * /api/v1/polls: the open polls, a poll's results and votes. A vote is tied to the voter cookie
 * (issued with the first vote, voter.ts), limited per client address, and answered with the
 * results: 201 when counted, 409 with the current results when this voter already voted or the
 * poll is closed. Errors name the field at fault; nothing here answers 500 for bad input.
 */
import { Hono } from 'hono';
import { POLL_TEXT } from '~/core/messages';
import type { Polls } from '~/server/polls/polls';
import { voterCookie, voterOf } from '~/server/polls/voter';
import { requestClient } from './client-address';
import { jsonOnly } from './json-only';

export interface PollsApiDeps {
  polls: Polls;
  trustedProxyHops: number;
  /** Decides whether the voter cookie is Secure. */
  publicUrl: string;
}

/** The list changes when an admin opens or closes a poll: a minute in a shared cache is fine. */
const LIST_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

export function createPollsApi({ polls, trustedProxyHops, publicUrl }: PollsApiDeps): Hono {
  const api = new Hono();

  api.get('/', async (c) => {
    c.header('Cache-Control', LIST_CACHE_CONTROL);
    return c.json({ polls: await polls.active() });
  });

  // Counts move with every vote; a voter expects to see their own at once.
  api.get('/:id/results', async (c) => {
    c.header('Cache-Control', 'no-store');
    const results = await polls.results(c.req.param('id'));
    return results ? c.json(results) : c.json({ error: POLL_TEXT.pollNotFound, field: 'id' }, 404);
  });

  api.post('/:id/votes', jsonOnly, async (c) => {
    c.header('Cache-Control', 'no-store');
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json({ error: 'The body is not valid JSON.', field: 'body' }, 400);
    const voter = voterOf(c.req.header('cookie'));
    const outcome = await polls.vote(c.req.param('id'), body, voter.id, requestClient(c, trustedProxyHops));
    if (outcome.ok) {
      if (voter.issued) c.header('Set-Cookie', voterCookie(voter.id, publicUrl));
      return c.json({ message: outcome.message, ...outcome.results }, 201);
    }
    const field = outcome.field === 'poll' ? 'id' : outcome.field;
    return c.json({ error: outcome.message, ...(field ? { field } : {}), ...(outcome.results ?? {}) }, outcome.status);
  });

  return api;
}
