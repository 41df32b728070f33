/**
 * Industry polls: what a poll and its results are, and the rules both the server and the browser
 * apply to them. Pure and free of zod, because the poll cards import it into the page's JavaScript
 * (the input schemas are in ./polls-input.ts).
 */
import { POLL_TEXT } from './messages/polls';

export interface Poll {
  id: string;
  question: string;
  options: string[];
  active: boolean;
}

export interface PollResult {
  option: string;
  votes: number;
  /** Share of the poll's votes, rounded to one decimal; the shares of a poll add up to 100. */
  percent: number;
}

export interface PollResults {
  results: PollResult[];
  total: number;
}

/** A poll as a card shows it: with its results once this browser session has voted (or it is closed). */
export interface PollCard extends Poll {
  voted: boolean;
  results: PollResults | null;
}

/** A poll on the admin screen: its state, when it was created, its results. */
export interface ManagedPoll extends Poll {
  createdAt: string;
  results: PollResults;
}

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLL_QUESTION_MAX_CHARS = 300;
export const POLL_OPTION_MAX_CHARS = 120;

/** Votes each client address may cast per minute, across every instance (shared limiter). */
export const VOTE_LIMIT = { max: 30, windowMs: 60_000 } as const;

/** Session storage: the ids of the polls this browser session voted in (the spec's list). */
export const VOTED_POLLS_KEY = 'voted_polls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a poll id has the shape the database gives them (anything else is an unknown poll). */
export function isPollId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A poll's options as stored; anything but a list counts as no options (the spec's rule). */
export function pollOptionsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((option): option is string => typeof option === 'string') : [];
}

/**
 * Each count's share in percent, to one decimal, by the largest-remainder method: the shares of a
 * poll with votes add up to exactly 100.0 (plain rounding gives 99.9 or 100.1 for three equal
 * thirds), and no share moves by more than a tenth from its exact value. No votes: all zero.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((sum, t) => sum + t, 0);
  // Largest remainder first; on a tie, the option listed first.
  const order = exact.map((value, index) => ({ index, remainder: value - tenths[index]! }));
  order.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    tenths[index]! += 1;
    left -= 1;
  }
  return tenths.map((t) => t / 10);
}

/** The result rows of a poll from its options and their vote counts, in the options' order. */
export function pollResults(rows: readonly { option: string; votes: number }[]): PollResults {
  const shares = percentages(rows.map((row) => row.votes));
  return {
    results: rows.map((row, index) => ({ option: row.option, votes: row.votes, percent: shares[index]! })),
    total: rows.reduce((sum, row) => sum + row.votes, 0),
  };
}

/** '33.3%': always one decimal, as the spec shows percentages. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

export type PollDraft = { question: string; options: string[] };
export type PollDraftCheck = { ok: true; draft: PollDraft } | { ok: false; field: 'question' | 'options'; message: string };

/**
 * An admin's question and options, trimmed: a question; 2 to 10 options, none empty, none
 * repeated (ignoring case, since voters could not tell 'Yes' from 'yes' apart).
 */
export function checkPollDraft(input: { question: string; options: readonly string[] }): PollDraftCheck {
  const question = input.question.trim();
  const options = input.options.map((option) => option.trim());
  if (question === '') return { ok: false, field: 'question', message: POLL_TEXT.questionRequired };
  if (question.length > POLL_QUESTION_MAX_CHARS) {
    return { ok: false, field: 'question', message: POLL_TEXT.questionTooLong(POLL_QUESTION_MAX_CHARS) };
  }
  if (options.length < POLL_OPTIONS_MIN)
    return { ok: false, field: 'options', message: POLL_TEXT.tooFewOptions(POLL_OPTIONS_MIN) };
  if (options.length > POLL_OPTIONS_MAX)
    return { ok: false, field: 'options', message: POLL_TEXT.tooManyOptions(POLL_OPTIONS_MAX) };
  const seen = new Set<string>();
  for (const [index, option] of options.entries()) {
    if (option === '') return { ok: false, field: 'options', message: POLL_TEXT.optionEmpty(index + 1) };
    if (option.length > POLL_OPTION_MAX_CHARS) {
      return { ok: false, field: 'options', message: POLL_TEXT.optionTooLong(index + 1, POLL_OPTION_MAX_CHARS) };
    }
    const key = option.toLocaleLowerCase('en-US');
    if (seen.has(key)) return { ok: false, field: 'options', message: POLL_TEXT.optionRepeated(option) };
    seen.add(key);
  }
  return { ok: true, draft: { question, options } };
}

/** Whether two option lists are the same list (an edit that keeps them may happen after votes). */
export function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((option, index) => option === b[index]);
}

/** The voted poll ids kept in session storage; anything unreadable is no vote. */
export function parseVotedPolls(raw: string | null): string[] {
  try {
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isPollId) : [];
  } catch {
    return [];
  }
}

/** Which part of the polls page a reader chose to see (?show=…); null until they choose. */
export type PollsShown = 'active' | 'past';

export function pollsShownOf(value: string | null): PollsShown | null {
  return value === 'active' || value === 'past' ? value : null;
}

/** The vote form's answer (route action): the same for a fetcher and a document post. */
export interface VoteAnswer {
  pollId: string;
  ok: boolean;
  /** True when the answer means this session has voted (counted now, or already before). */
  voted: boolean;
  message: string;
  results: PollResults | null;
}

/** What the admin Polls screen can do to a poll. */
export type PollAdminIntent = 'create' | 'update' | 'open' | 'close' | 'delete';

/** The admin action's answer: shown as a toast, and beside the field at fault. */
export interface PollAdminAnswer {
  intent: PollAdminIntent;
  ok: boolean;
  /** The poll concerned (absent for a new one). */
  pollId?: string;
  field?: 'question' | 'options';
  message?: string;
}
