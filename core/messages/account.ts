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
} as const;
