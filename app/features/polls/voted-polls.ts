import { parseVotedPolls, VOTED_POLLS_KEY } from '~/core/polls';

/**
 * The polls this browser session voted in, kept in session storage as the spec says, so a card can
 * show its results at once even when the page came from a cache. The server's voter cookie is what
 * actually refuses a second vote; storage that fails is logged and otherwise ignored.
 */
export function votedPolls(): string[] {
  try {
    return parseVotedPolls(window.sessionStorage.getItem(VOTED_POLLS_KEY));
  } catch (error) {
    console.warn('Could not read the voted polls', error);
    return [];
  }
}

export function rememberVote(pollId: string): void {
  try {
    const ids = votedPolls();
    if (!ids.includes(pollId)) window.sessionStorage.setItem(VOTED_POLLS_KEY, JSON.stringify([...ids, pollId]));
  } catch (error) {
    console.warn('Could not remember the vote', error);
  }
}
