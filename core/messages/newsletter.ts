/** What the newsletter forms, pages and the JSON API say back to a reader. */

export const NEWSLETTER_TEXT = {
  invalidEmail: 'Please enter a valid email address.',
  invalidFriendEmails: 'Please enter valid email addresses.',
  noFriendEmails: 'Please enter at least one email address.',
  tooManyFriends: (max: number) => `You can invite up to ${max} colleagues at a time.`,
  noteTooLong: (max: number) => `Keep the note under ${max} characters.`,
  noLinksInNote: 'Please leave links and web addresses out of the note.',
  confirmationSent: 'Almost there! Check your inbox and click the link to confirm your subscription.',
  rateLimited: 'Too many requests. Please try again later.',
  mailFailed: 'We could not send the confirmation e-mail right now. Please try again in a few minutes.',
  invitationsSent: 'Thanks! Your invitation is on its way.',
  linkNotValid: 'This link is not valid.',
  choosePreferences: 'Please choose your preferences.',
  preferencesSaved: 'Your preferences are saved.',
  /** The preferences page and its action, for an address whose confirmation link was not clicked yet. */
  confirmBeforePreferences:
    'This address is not confirmed yet. Click the link in your confirmation e-mail first; after that you can change what you receive here at any time.',
  confirmBeforePreferencesTitle: 'Confirm your subscription first',
  unsubscribed: 'You have been unsubscribed.',
  unsubscribeLinkNotValid: 'This unsubscribe link is not valid.',
} as const;

/** Toasts shown after the subscribe and send-to-a-friend forms; the description is the outcome text. */
export const NEWSLETTER_TOASTS = {
  subscribed: { title: 'Check your inbox' },
  subscribeFailed: { title: 'Subscription failed' },
  invited: { title: 'Invitation sent' },
  inviteFailed: { title: 'Invitation not sent' },
} as const;

/** Why an e-mailed link (confirm, unsubscribe, preferences) did not work. */
export const INVALID_LINK_TEXT = {
  invalid: 'This link is not valid. Please use the most recent e-mail we sent you.',
  expired: 'This confirmation link has expired. Please subscribe again to receive a new one.',
  unknown: 'We could not find this subscription.',
  superseded:
    'This confirmation link was sent before you unsubscribed, so it no longer subscribes you. Please subscribe again to receive a new one.',
} as const;

/** Headings of the pages an e-mailed link leads to, once the outcome is known. */
export const LINK_OUTCOME_TITLES = {
  confirmFailed: 'We could not confirm your subscription',
  confirmed: "You're subscribed!",
  unsubscribed: 'You have been unsubscribed',
  unsubscribeLinkBroken: 'This unsubscribe link does not work',
  preferencesLinkBroken: 'This preferences link does not work',
} as const;
