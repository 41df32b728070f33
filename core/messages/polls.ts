/** What the polls page, the sidebar poll, the polls API and the admin Polls screen say back. */

export const POLL_TEXT = {
  // An admin's question and options (checkPollDraft).
  questionRequired: 'Enter the question.',
  questionTooLong: (max: number) => `Keep the question under ${max} characters.`,
  tooFewOptions: (min: number) => `Give at least ${min} options.`,
  tooManyOptions: (max: number) => `Give at most ${max} options.`,
  optionEmpty: (n: number) => `Option ${n} is empty: fill it in or remove it.`,
  optionTooLong: (n: number, max: number) => `Option ${n} is too long: keep it under ${max} characters.`,
  optionRepeated: (option: string) => `The option '${option}' appears twice.`,
  optionsLocked:
    'This poll already has votes, so its options can no longer change. Edit the question only, or close it and create a new poll.',
  // A vote (the API's answers; on the page a failed vote is logged only, as the spec says).
  chooseOption: "Choose one of the poll's options.",
  unknownOption: "That is not one of this poll's options.",
  pollNotFound: 'There is no such poll.',
  pollClosed: 'This poll is closed; its results are under View Past Results.',
  alreadyVoted: 'You have already voted in this poll.',
  voteRateLimited: 'Too many votes from your network. Please try again in a minute.',
  voteCounted: 'Thanks, your vote is counted.',
  voteFailed: 'Your vote could not be counted right now. Please try again.',
  // Empty states.
  noActivePolls: 'No poll is open right now. New polls are published weekly.',
  noPastPolls: 'No poll has closed yet.',
  noPollsYet: 'There are no polls yet. Create the first one above.',
  noPollChangesYet: 'No admin has changed a poll yet.',
} as const;

/** Toasts of the admin Polls screen; the description of a refusal is the server's reason. */
export const POLL_ADMIN_TOASTS = {
  created: { title: 'Poll created' },
  updated: { title: 'Poll updated' },
  opened: { title: 'Poll reopened' },
  closed: { title: 'Poll closed', description: 'Its results stay visible under View Past Results.' },
  deleted: { title: 'Poll deleted' },
  failed: { title: 'Poll not changed' },
} as const;
