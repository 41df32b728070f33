import { describe, expect, it } from 'vitest';
import { POLL_TEXT } from './messages';
import { checkPollDraft, formatPercent, parseVotedPolls, percentages, pollOptionsOf, pollResults, sameOptions } from './polls';

describe('percentages', () => {
  it('gives one decimal per option and adds up to exactly 100 when there are votes', () => {
    expect(percentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentages([1, 2])).toEqual([33.3, 66.7]);
    expect(percentages([2, 1, 1, 1, 1, 1])).toEqual([28.5, 14.3, 14.3, 14.3, 14.3, 14.3]);
    for (const counts of [
      [1, 1, 1],
      [7, 3, 9, 11],
      [1, 1, 1, 1, 1, 1, 1],
      [999, 1, 0],
      [13, 17, 19, 23, 29],
    ]) {
      const shares = percentages(counts);
      expect(Math.round(shares.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
      const total = counts.reduce((a, b) => a + b, 0);
      shares.forEach((share, i) => expect(Math.abs(share - (counts[i]! * 100) / total)).toBeLessThanOrEqual(0.1));
    }
  });

  it('gives zero to every option of a poll without votes, and 100 to a sole choice', () => {
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentages([0, 5, 0])).toEqual([0, 100, 0]);
    expect(percentages([])).toEqual([]);
  });
});

describe('pollResults and formatPercent', () => {
  it('keeps the options’ order and counts the total', () => {
    expect(
      pollResults([
        { option: 'Up', votes: 1 },
        { option: 'Flat', votes: 0 },
        { option: 'Down', votes: 3 },
      ]),
    ).toEqual({
      results: [
        { option: 'Up', votes: 1, percent: 25 },
        { option: 'Flat', votes: 0, percent: 0 },
        { option: 'Down', votes: 3, percent: 75 },
      ],
      total: 4,
    });
    expect(formatPercent(25)).toBe('25.0%');
    expect(formatPercent(33.3)).toBe('33.3%');
  });
});

describe('pollOptionsOf', () => {
  it('treats anything but a list as no options and keeps only the texts of a list', () => {
    expect(pollOptionsOf(['A', 'B'])).toEqual(['A', 'B']);
    expect(pollOptionsOf({ 0: 'A' })).toEqual([]);
    expect(pollOptionsOf('A,B')).toEqual([]);
    expect(pollOptionsOf(null)).toEqual([]);
    expect(pollOptionsOf(['A', 2, null, 'B'])).toEqual(['A', 'B']);
  });
});

describe('checkPollDraft', () => {
  const options = ['Yes', 'No'];
  it('trims the question and options', () => {
    expect(checkPollDraft({ question: '  Will rents rise?  ', options: [' Yes', 'No  '] })).toEqual({
      ok: true,
      draft: { question: 'Will rents rise?', options: ['Yes', 'No'] },
    });
  });

  it.each([
    [{ question: '   ', options }, 'question', POLL_TEXT.questionRequired],
    [{ question: 'x'.repeat(301), options }, 'question', POLL_TEXT.questionTooLong(300)],
    [{ question: 'Q?', options: ['Only one'] }, 'options', POLL_TEXT.tooFewOptions(2)],
    [{ question: 'Q?', options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) }, 'options', POLL_TEXT.tooManyOptions(10)],
    [{ question: 'Q?', options: ['Yes', '  '] }, 'options', POLL_TEXT.optionEmpty(2)],
    [{ question: 'Q?', options: ['Yes', 'x'.repeat(121)] }, 'options', POLL_TEXT.optionTooLong(2, 120)],
    [{ question: 'Q?', options: ['Yes', 'No', ' yes '] }, 'options', POLL_TEXT.optionRepeated('yes')],
  ])('refuses %j', (input, field, message) => {
    expect(checkPollDraft(input)).toEqual({ ok: false, field, message });
  });

  it('accepts 2 and 10 options', () => {
    expect(checkPollDraft({ question: 'Q?', options: Array.from({ length: 10 }, (_, i) => `Option ${i}`) }).ok).toBe(true);
    expect(checkPollDraft({ question: 'Q?', options }).ok).toBe(true);
  });
});

describe('sameOptions and parseVotedPolls', () => {
  it('compares option lists in order', () => {
    expect(sameOptions(['A', 'B'], ['A', 'B'])).toBe(true);
    expect(sameOptions(['A', 'B'], ['B', 'A'])).toBe(false);
    expect(sameOptions(['A'], ['A', 'B'])).toBe(false);
  });

  it('reads the voted poll ids from session storage, ignoring anything else', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(parseVotedPolls(JSON.stringify([id, 'nope', 3]))).toEqual([id]);
    expect(parseVotedPolls('{broken')).toEqual([]);
    expect(parseVotedPolls(null)).toEqual([]);
    expect(parseVotedPolls('"text"')).toEqual([]);
  });
});
