/**
 * The newsletter's facts and rules: preferences, edition kinds, what an edition holds, when it is sent.
 * Pure: the server composes and delivers; templates render from these types.
 */
import type { BreakingReason } from './breaking-news';
import type { WeeklyMove } from './markets';
import type { MonthlyTrends } from './monthly-trends';
import { JOURNAL_TIME_ZONE } from './time';
import { dateTimeFormat } from './intl';

export const NEWSLETTER_PREFERENCES = ['daily', 'weekly', 'breaking', 'trends'] as const;
export type NewsletterPreference = (typeof NEWSLETTER_PREFERENCES)[number];
export type Preferences = Record<NewsletterPreference, boolean>;

export const PREFERENCE_LABELS: Record<NewsletterPreference, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  breaking: 'Breaking',
  trends: 'Trends',
};

export const DEFAULT_PREFERENCES: Preferences = { daily: true, weekly: false, breaking: false, trends: false };

/**
 * The mailbox an address delivers to, for per-address limits and for "never invite twice": the
 * case-folded address without a sub-address tag (`a+news@x.org` is `a@x.org`), so tags do not
 * dodge a limit.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}

/**
 * Whether a friend's note carries a link or a web address. The journal mails the note to a stranger,
 * so it must not become a way to send anyone an advert: schemes, www., and host names such as
 * example.com or bit.ly/x are refused; "e.g." or "U.S." are not host names.
 */
export function containsLink(text: string): boolean {
  return /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,24}\b(\/|:\d|\s|$|[),.;!?])/i.test(text);
}

export const MAX_FRIENDS_PER_INVITE = 3;
export const INVITE_NOTE_MAX_CHARS = 500;

/** The spec's comma list of preferences, or 'None'. */
export function preferencesLabel(preferences: Preferences): string {
  const chosen = NEWSLETTER_PREFERENCES.filter((p) => preferences[p]).map((p) => PREFERENCE_LABELS[p]);
  return chosen.length > 0 ? chosen.join(', ') : 'None';
}

/** Key insights per edition. */
export const EDITION_INSIGHTS = 5;
/** Send history shown in the admin. */
export const SEND_HISTORY_LIMIT = 50;
/**
 * Why a send run sent nothing on purpose: no real article in the reader window yet; no story is
 * breaking; or a Breaking edition was asked for during the night's quiet hours.
 */
export const SKIP_REASONS = ['no-articles', 'no-breaking-story', 'quiet-hours'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** Editions go out at 7:00 AM New York time, Monday to Friday. */
export const EDITION_HOUR = 7;

export interface EditionInsight {
  title: string;
  summary: string;
  source: string;
  url: string;
  category: string;
}

export interface EditionPressRelease {
  title: string;
  source: string;
  summary: string;
  url: string;
}

/**
 * The editions a reader can choose, each sent to the readers who chose it: the daily on weekdays, the
 * weekly on Mondays, the trends on the first weekday of the month (all from 7:00 AM New York time),
 * and a breaking edition when a story breaks (core/breaking-news.ts). The kinds are the preferences.
 */
export const EDITION_KINDS = NEWSLETTER_PREFERENCES;
export type EditionKind = (typeof EDITION_KINDS)[number];

export function isEditionKind(value: unknown): value is EditionKind {
  return (EDITION_KINDS as readonly unknown[]).includes(value);
}

/** The kinds sent on a calendar schedule (the morning run); Breaking is sent when a story breaks. */
export const SCHEDULED_EDITION_KINDS = ['daily', 'weekly', 'trends'] as const satisfies readonly EditionKind[];

/** The weekly edition: Monday at 7:00 AM New York time, the past seven days' top stories. */
export const WEEKLY_EDITION_DAY = 'Mon';
export const WEEK_HOURS = 7 * 24;

/** A Breaking edition's story: why it is breaking and who carried it (core/breaking-news.ts). */
export interface EditionBreaking {
  reason: BreakingReason;
  outlets: string[];
  /** Every address of the story: no later Breaking edition may carry it again. */
  storyUrls: string[];
}

/** Everything one edition says; the same for every recipient. */
export interface EditionContent {
  /** Absent in editions stored before there were kinds: those are daily. */
  kind?: EditionKind;
  /** New York calendar date, YYYY-MM-DD. */
  editionDate: string;
  /** e.g. "Monday, November 23, 2026" */
  dateLabel: string;
  insights: EditionInsight[];
  pressReleases: EditionPressRelease[];
  siteUrl: string;
  /** Breaking: the story's outlets and why it broke (insights holds the story). */
  breaking?: EditionBreaking;
  /** Weekly: the tracked REITs' moves over the week (absent before closes were recorded). */
  marketWeek?: WeeklyMove[];
  /** Trends: the past month's numbers (insights holds its top stories). */
  trends?: MonthlyTrends;
}

/** The links that differ per recipient. */
export interface RecipientLinks {
  unsubscribeUrl: string;
  preferencesUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const parts = dateTimeFormat('en-US', {
  timeZone: JOURNAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

function newYorkParts(now: Date) {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), weekday: p.weekday ?? '' };
}

/** The New York calendar date of an instant, YYYY-MM-DD. */
export function newYorkDate(now: Date): string {
  return newYorkParts(now).date;
}

export function isWeekdayInNewYork(now: Date): boolean {
  return !['Sat', 'Sun'].includes(newYorkParts(now).weekday);
}

/**
 * Whether `now` is on the month's first weekday in New York: the 1st when it is a weekday, else the
 * Monday after (the 2nd or 3rd). The Trends edition goes out that day.
 */
export function isFirstWeekdayOfMonth(now: Date): boolean {
  const { date, weekday } = newYorkParts(now);
  const day = Number(date.slice(8, 10));
  if (['Sat', 'Sun'].includes(weekday)) return false;
  return day === 1 || (day <= 3 && weekday === 'Mon');
}

/**
 * The date of the scheduled edition of this kind that should exist at `now`, or null: from 7:00 AM
 * New York time (whatever the daylight-saving offset) the daily on a weekday, the weekly on a Monday,
 * the trends on the month's first weekday. Breaking has no schedule (see core/breaking-news.ts).
 */
export function dueEditionDate(now: Date, kind: EditionKind = 'daily'): string | null {
  const { date, hour, weekday } = newYorkParts(now);
  const day =
    kind === 'weekly'
      ? weekday === WEEKLY_EDITION_DAY
      : kind === 'trends'
        ? isFirstWeekdayOfMonth(now)
        : kind === 'daily' && isWeekdayInNewYork(now);
  return day && hour >= EDITION_HOUR ? date : null;
}

const dateLabelFormat = dateTimeFormat('en-US', {
  timeZone: JOURNAL_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export function editionDateLabel(now: Date): string {
  return dateLabelFormat.format(now);
}
