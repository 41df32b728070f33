/**
 * What a password must be: at least MIN_PASSWORD_LENGTH characters, not one of the ~49,000 most
 * common passwords (zxcvbn-ts's maintained list: "password", "12345678", …), and not the account's
 * own e-mail address or its name part. better-auth asks this before sign-up and password changes.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_TEXT } from '~/core/messages';

export const MIN_PASSWORD_LENGTH = 8;

const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** Why a password is refused, in the catalogue's words; null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return ACCOUNT_TEXT.passwordTooShort(MIN_PASSWORD_LENGTH);
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return ACCOUNT_TEXT.passwordTooCommon;
  const address = email?.trim().toLowerCase();
  if (address && (folded === address || folded === address.split('@')[0])) return ACCOUNT_TEXT.passwordIsEmail;
  return null;
}
