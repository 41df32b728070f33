// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOTED_POLLS_KEY, type PollCard, type VoteAnswer } from '~/core/polls';
import { renderRoute } from '~/tests/support/route-stub';
import IndustryPolls from './industry-polls';

vi.mock('./industry-polls.server', () => ({ loader: vi.fn(), action: vi.fn() }));
afterEach(cleanup);
beforeEach(() => window.sessionStorage.clear());

const POLL: PollCard = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  question: 'Where is occupancy heading?',
  options: ['Up', 'Flat', 'Down'],
  active: true,
  voted: false,
  results: null,
};
const RESULTS = {
  results: [
    { option: 'Up', votes: 2, percent: 66.7 },
    { option: 'Flat', votes: 0, percent: 0 },
    { option: 'Down', votes: 1, percent: 33.3 },
  ],
  total: 3,
};

/** The page with the polls shown and a vote action that waits for `release` before answering. */
function renderPolls(url: string, polls: PollCard[] = [POLL]) {
  let release: () => void = () => {};
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderRoute(
    [
      {
        path: 'industry-polls',
        Component: IndustryPolls,
        loader: ({ request }) => {
          const show = new URL(request.url).searchParams.get('show');
          return { show, active: show ? polls : [], past: [], unavailable: false };
        },
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          await new Promise<void>((resolve) => (release = resolve));
          return { pollId: POLL.id, ok: true, voted: true, message: 'Thanks', results: RESULTS } satisfies VoteAnswer;
        },
      },
    ],
    url,
  );
  return { posted, release: () => release() };
}

describe('the polls page', () => {
  it('keeps the polls hidden, with an explanation, until the reader chooses', async () => {
    renderPolls('/industry-polls');
    await screen.findByRole('heading', { name: 'Industry Polls & Insights' });
    expect(screen.queryByRole('heading', { name: 'Active Polls' })).toBeNull();
    expect(screen.getByText(/Start Participating opens this week’s polls/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Participating' }).getAttribute('href')).toBe(
      '/industry-polls?show=active#active-polls',
    );
    fireEvent.click(screen.getByRole('link', { name: 'View Past Results' }));
    expect(await screen.findByRole('heading', { name: 'Past Results' })).toBeTruthy();
  });

  it('enables Submit Vote only with a choice, shows Submitting... while busy, then the results and Voted', async () => {
    const { posted, release } = renderPolls('/industry-polls?show=active');
    const card = within(await screen.findByRole('article', { name: POLL.question }));
    expect(card.getByRole('group', { name: POLL.question })).toBeTruthy();
    const submit = card.getByRole('button', { name: 'Submit Vote' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(card.getByRole('radio', { name: 'Down' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(((await card.findByRole('button', { name: 'Submitting...' })) as HTMLButtonElement).disabled).toBe(true);
    release();

    expect(await card.findByText('Voted')).toBeTruthy();
    expect(card.getByText('3 total votes')).toBeTruthy();
    expect(card.getByText('66.7%')).toBeTruthy();
    expect(card.getByText('0.0%')).toBeTruthy();
    expect(card.queryByRole('radio')).toBeNull();
    expect(posted).toEqual([{ intent: 'vote', pollId: POLL.id, option: 'Down' }]);
    expect(JSON.parse(window.sessionStorage.getItem(VOTED_POLLS_KEY)!)).toEqual([POLL.id]);
  });

  it('shows the results at once when this session already voted', async () => {
    renderPolls('/industry-polls?show=active', [{ ...POLL, voted: true, results: RESULTS }]);
    const card = within(await screen.findByRole('article', { name: POLL.question }));
    expect(card.getByText('Voted')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Submit Vote' })).toBeNull();
  });
});
