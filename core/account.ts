/**
 * The account forms' input (Login, Register, Logout in the header): one schema shared by the forms
 * and the /account route action. The spec shows no password or e-mail rules beyond the browser's
 * input types, so the schema asks only for an address and a password; the server enforces the rest
 * (the password policy) and its message is shown.
 */
import { z } from 'zod';
import type { FormOutcome } from './forms';
import { ACCOUNT_TEXT } from './messages';

export const ACCOUNT_INTENTS = ['login', 'register', 'logout'] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export const credentialsSchema = z.object({
  email: z.string().trim().pipe(z.email(ACCOUNT_TEXT.emailRequired).max(254, ACCOUNT_TEXT.emailRequired)),
  password: z.string(ACCOUNT_TEXT.passwordRequired).min(1, ACCOUNT_TEXT.passwordRequired),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * Where the account-confirmation link lands (better-auth signs the reader in, then redirects here):
 * the front page, told by `?account=created` to show the spec's "Account created!" toast. When the
 * link cannot be used, better-auth adds `error=<code>` to the same address.
 */
export { ACCOUNT_CONFIRMED_LANDING, ACCOUNT_LANDING_PARAM } from './account-landing';

export type AccountFormOutcome = FormOutcome<keyof Credentials> & { intent: AccountIntent };
