import { data } from 'react-router';
import { POLL_TEXT } from '~/core/messages';
import { pollsShownOf, type PollCard, type VoteAnswer } from '~/core/polls';
import { logger } from '~/server/logger';
import { voterCookie, voterFromCookie, voterOf } from '~/server/polls/voter';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/industry-polls';

/**
 * The polls stay unloaded until the reader chooses to see them (?show=active or ?show=past, the
 * hero's two links, which work without JavaScript). The sidebar poll loads this too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { polls } = context.get(servicesContext);
  const show = pollsShownOf(new URL(request.url).searchParams.get('show'));
  if (!show) return { show, active: [] as PollCard[], past: [] as PollCard[], unavailable: false };
  const voter = voterFromCookie(request.headers.get('cookie'));
  try {
    const [active, past] = await Promise.all([polls.active(), polls.closed()]);
    const [activeCards, pastCards] = await Promise.all([polls.cards(active, voter), polls.cards(past, voter)]);
    return { show, active: activeCards, past: pastCards, unavailable: false };
  } catch (error) {
    // The spec: a failure to list polls is logged, not shown as an error.
    logger.error({ err: error }, 'polls could not be listed');
    return { show, active: [] as PollCard[], past: [] as PollCard[], unavailable: true };
  }
}

/** A vote from a poll card (the page's or the sidebar's), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await readForm(request);
  if (form.get('intent') !== 'vote') throw data('Unknown form', { status: 400 });
  const pollId = String(form.get('pollId') ?? '');
  const option = form.get('option');
  const voter = voterOf(request.headers.get('cookie'));
  let outcome: Awaited<ReturnType<typeof services.polls.vote>>;
  try {
    outcome = await services.polls.vote(
      pollId,
      { option: typeof option === 'string' ? option : undefined },
      voter.id,
      context.get(clientAddressContext),
    );
  } catch (error) {
    // The spec: a vote that fails is logged and the reader stays on the form. Thrown, it would
    // replace the page (or the home page, for the sidebar poll) with the error screen.
    logger.error({ err: error, pollId }, 'vote failed');
    return data({ pollId, ok: false, voted: false, message: POLL_TEXT.voteFailed, results: null } satisfies VoteAnswer, {
      status: 503,
    });
  }
  if (!outcome.ok) logger.warn({ pollId, status: outcome.status, reason: outcome.message }, 'vote not counted');
  const answer: VoteAnswer = {
    pollId,
    ok: outcome.ok,
    voted: outcome.ok || outcome.reason === 'already-voted',
    message: outcome.message,
    results: outcome.results ?? null,
  };
  const headers = outcome.ok && voter.issued ? { 'Set-Cookie': voterCookie(voter.id, services.config.publicUrl) } : undefined;
  return data(answer, { status: outcome.ok ? 200 : outcome.status, headers });
}
