/**
 * The daily newsletter's facts and rules: preferences, what an edition holds, when it is sent.
 * Pure: the server composes and delivers; templates render from these types.
 */
import { z } from 'zod';
import type { FormOutcome } from './forms';
import { ADMIN_TEXT, NEWSLETTER_TEXT } from './messages';
import { JOURNAL_TIME_ZONE } from './time';

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

export const MAX_FRIENDS_PER_INVITE = 3;
export const INVITE_NOTE_MAX_CHARS = 500;

/*
 * One schema per input, shared by the form's route action, the JSON API (/api/v1/newsletter) and
 * the service functions, so a form post and an API call are refused for the same reasons with the
 * same words. A form post is first turned into the API's shape by the `…FromForm` functions.
 */

export const preferencesSchema = z.object(
  Object.fromEntries(NEWSLETTER_PREFERENCES.map((p) => [p, z.boolean()])) as Record<NewsletterPreference, z.ZodBoolean>,
);

export const subscribeSchema = z.object({
  email: z.email(NEWSLETTER_TEXT.invalidEmail).max(254, NEWSLETTER_TEXT.invalidEmail),
  preferences: preferencesSchema.default(DEFAULT_PREFERENCES),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const inviteSchema = z.object({
  emails: z
    .array(z.email(NEWSLETTER_TEXT.invalidFriendEmails).max(254))
    .min(1, NEWSLETTER_TEXT.noFriendEmails)
    .max(MAX_FRIENDS_PER_INVITE, NEWSLETTER_TEXT.tooManyFriends(MAX_FRIENDS_PER_INVITE)),
  note: z.string().max(INVITE_NOTE_MAX_CHARS, NEWSLETTER_TEXT.noteTooLong(INVITE_NOTE_MAX_CHARS)).optional(),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** The newsletter forms posted to the /newsletter route action, told apart by their `intent` field. */
export type NewsletterIntent = 'subscribe' | 'invite';
export type NewsletterFormOutcome = FormOutcome<'email' | 'note'> & { intent: NewsletterIntent };

/** The signed token of an e-mailed link (confirm, unsubscribe, preferences), posted back by its page's form. */
export const linkTokenSchema = z.object({ token: z.string().min(1, NEWSLETTER_TEXT.linkNotValid) });

/** The preference checkboxes of a form (named after the preferences; unchecked ones are absent). */
export function preferencesFromForm(form: FormData): Preferences {
  return Object.fromEntries(NEWSLETTER_PREFERENCES.map((p) => [p, ['on', 'true'].includes(String(form.get(p)))])) as Preferences;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

/** A subscribe form post in the API's shape: `email` and the preference checkboxes. */
export function subscribeInputFromForm(form: FormData): unknown {
  return { email: text(form.get('email'))?.trim(), preferences: preferencesFromForm(form) };
}

/** A send-to-a-friend form post in the API's shape: one or more `email` fields and an optional `note`. */
export function inviteInputFromForm(form: FormData): unknown {
  const emails = form
    .getAll('email')
    .map((value) => text(value)?.trim() ?? '')
    .filter(Boolean);
  return { emails, note: text(form.get('note')) || undefined };
}

/** The spec's comma list of preferences, or 'None'. */
export function preferencesLabel(preferences: Preferences): string {
  const chosen = NEWSLETTER_PREFERENCES.filter((p) => preferences[p]).map((p) => PREFERENCE_LABELS[p]);
  return chosen.length > 0 ? chosen.join(', ') : 'None';
}

/** Key insights per edition. */
export const EDITION_INSIGHTS = 5;
/** Send history shown in the admin. */
export const SEND_HISTORY_LIMIT = 50;
/** Editions go out at 7:00 AM New York time, Monday to Friday. */
export const EDITION_HOUR = 7;

// The admin's send messages live in the catalogue; re-exported for the modules that import them here.
export { sendResultMessage } from './messages';
export const SEND_QUEUED_MESSAGE = ADMIN_TEXT.sendQueued;

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

/** Everything one day's edition says; the same for every recipient. */
export interface EditionContent {
  /** New York calendar date, YYYY-MM-DD. */
  editionDate: string;
  /** e.g. "Monday, November 23, 2026" */
  dateLabel: string;
  insights: EditionInsight[];
  pressReleases: EditionPressRelease[];
  siteUrl: string;
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

const parts = new Intl.DateTimeFormat('en-US', {
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
 * The date of the edition that should exist at `now`, or null: on a weekday from 7:00 AM New York
 * time (whatever the daylight-saving offset) the day's edition is due.
 */
export function dueEditionDate(now: Date): string | null {
  const { date, hour } = newYorkParts(now);
  return isWeekdayInNewYork(now) && hour >= EDITION_HOUR ? date : null;
}

const dateLabelFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: JOURNAL_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export function editionDateLabel(now: Date): string {
  return dateLabelFormat.format(now);
}
