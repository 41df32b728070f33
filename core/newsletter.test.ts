import { describe, expect, it } from 'vitest';
import {
  containsLink,
  dueEditionDate,
  editionDateLabel,
  isFirstWeekdayOfMonth,
  mailboxKey,
  newYorkDate,
  preferencesLabel,
} from './newsletter';

describe('the 7:00 AM New York schedule', () => {
  it.each([
    // Winter (EST, UTC−5): 7:00 is 12:00Z.
    ['2026-03-06T11:59:00Z', null],
    ['2026-03-06T12:00:00Z', '2026-03-06'],
    // Clocks go forward on Sunday 2026-03-08: on Monday 7:00 EDT is 11:00Z.
    ['2026-03-09T10:59:00Z', null],
    ['2026-03-09T11:00:00Z', '2026-03-09'],
    // Clocks go back on Sunday 2026-11-01: on Monday 7:00 EST is 12:00Z again.
    ['2026-11-02T11:00:00Z', null],
    ['2026-11-02T11:59:59Z', null],
    ['2026-11-02T12:00:00Z', '2026-11-02'],
    // Late evening in New York is still the same New York day.
    ['2026-11-03T04:30:00Z', '2026-11-02'],
    // Weekends: nothing is due.
    ['2026-11-07T15:00:00Z', null],
    ['2026-11-08T15:00:00Z', null],
    // Friday 23:30 New York is Saturday in UTC, and still Friday's edition.
    ['2026-11-07T04:30:00Z', '2026-11-06'],
  ])('at %s the due edition is %s', (instant, expected) => {
    expect(dueEditionDate(new Date(instant))).toBe(expected);
  });

  it.each([
    // November 2026 begins on a Sunday: the first weekday is Monday the 2nd.
    ['2026-11-02T12:00:00Z', '2026-11-02'],
    ['2026-11-02T11:59:00Z', null],
    ['2026-11-03T12:00:00Z', null],
    // August 2026 begins on a Saturday: Monday the 3rd.
    ['2026-08-01T14:00:00Z', null],
    ['2026-08-03T11:00:00Z', '2026-08-03'],
    // December 2026 begins on a Tuesday.
    ['2026-12-01T12:00:00Z', '2026-12-01'],
    ['2026-12-02T12:00:00Z', null],
  ])('the trends edition is due at %s for %s', (instant, expected) => {
    expect(dueEditionDate(new Date(instant), 'trends')).toBe(expected);
  });

  it('knows the first weekday of a month in New York, not in UTC', () => {
    // 9 PM on Monday, November 30 in New York is already December 1 in UTC.
    expect(isFirstWeekdayOfMonth(new Date('2026-12-01T02:00:00Z'))).toBe(false);
    expect(isFirstWeekdayOfMonth(new Date('2026-12-01T15:00:00Z'))).toBe(true);
  });

  it('has no calendar for breaking news', () => {
    expect(dueEditionDate(new Date('2026-11-24T15:00:00Z'), 'breaking')).toBeNull();
  });

  it('names the New York date and a readable label', () => {
    expect(newYorkDate(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(editionDateLabel(new Date('2026-11-23T15:00:00Z'))).toBe('Monday, November 23, 2026');
  });
});

describe('preferencesLabel', () => {
  it('lists the chosen preferences or None', () => {
    expect(preferencesLabel({ daily: true, weekly: false, breaking: true, trends: false })).toBe('Daily, Breaking');
    expect(preferencesLabel({ daily: false, weekly: false, breaking: false, trends: false })).toBe('None');
  });
});

describe('mailboxKey', () => {
  it('folds case and drops a sub-address tag, so tags do not dodge per-address limits', () => {
    expect(mailboxKey(' A.Reader+News1@Operator.TEST ')).toBe('a.reader@operator.test');
    expect(mailboxKey('a+1@x.org')).toBe(mailboxKey('a+2@x.org'));
  });

  it('keeps an address without a tag, or whose local part is only a tag, as it is', () => {
    expect(mailboxKey('reader@operator.test')).toBe('reader@operator.test');
    expect(mailboxKey('+tag@operator.test')).toBe('+tag@operator.test');
  });
});

describe('containsLink', () => {
  it.each([
    'See https://ads.example/offer',
    'visit www.cheap-pills.biz today',
    'go to example.com now',
    'short link bit.ly/abc',
    'welltower.com.',
    'ftp://files.example.org',
  ])('finds a link in %j', (note) => {
    expect(containsLink(note)).toBe(true);
  });

  it.each([
    'Thought you would like this, e.g. the REIT coverage.',
    'Great for U.S. operators. Cap rates at 6.5 percent.',
    'See you at NIC in March!',
  ])('finds none in %j', (note) => {
    expect(containsLink(note)).toBe(false);
  });
});
