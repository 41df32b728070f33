/**
 * What sign-in, registration and logout say besides the spec's toasts (MESSAGES.login…): the
 * description of a failure when the server gave none. The spec shows no password or e-mail rules
 * beyond the browser's input type, so validation texts stay short.
 */
export const ACCOUNT_TEXT = {
  emailRequired: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: (min: number) => `Please choose a password of at least ${min} characters.`,
  passwordTooCommon: 'This password is one of the most common ones. Please choose a less guessable password.',
  passwordIsEmail: 'Please choose a password that is not your e-mail address.',
  /** better-auth's own wording when its limiter refuses; the shared limits answer the same. */
  rateLimited: 'Too many requests. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  requestFailed: (status: number) => `Request failed (${status})`,
  /** Registration answers this for every address, new or known (decision 0090). */
  checkInbox: { title: 'Check your inbox' },
  checkInboxDescription: (email: string) => `We sent a link to ${email}. Open it to confirm your address; it signs you in.`,
  /** Signing in to an account whose address is not confirmed yet (a new link has been sent). */
  confirmFirst: 'Please confirm your e-mail address first. We have sent you a new link.',
  /** The confirmation link could not be used (expired, already used, or altered). */
  confirmationFailed: { title: 'This confirmation link cannot be used' },
  confirmationFailedDescription: 'It may have expired or been used already. Sign in to get a new one.',
} as const;
