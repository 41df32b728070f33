/**
 * The newsletter forms' input: one zod schema per input, shared by the form's route action, the
 * JSON API (/api/v1/newsletter) and the service functions, so a form post and an API call are
 * refused for the same reasons with the same words. A form post is first turned into the API's
 * shape by the `…FromForm` functions.
 *
 * Apart from core/newsletter.ts on purpose: the browser imports the newsletter's facts from there,
 * and zod must not follow them into the page's JavaScript (it is server-side validation, and its
 * eval probe trips the Content-Security-Policy). Components import only types from here.
 */
import { z } from 'zod';
import type { FormOutcome } from './forms';
import { NEWSLETTER_TEXT } from './messages';
import {
  containsLink,
  DEFAULT_PREFERENCES,
  INVITE_NOTE_MAX_CHARS,
  MAX_FRIENDS_PER_INVITE,
  NEWSLETTER_PREFERENCES,
  type NewsletterPreference,
  type Preferences,
} from './newsletter';

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
  note: z
    .string()
    .max(INVITE_NOTE_MAX_CHARS, NEWSLETTER_TEXT.noteTooLong(INVITE_NOTE_MAX_CHARS))
    .refine((note) => !containsLink(note), NEWSLETTER_TEXT.noLinksInNote)
    .optional(),
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
