import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '~/core/messages';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy';

describe('the password policy', () => {
  it.each(['12345678', 'password', 'Password', 'qwertyuiop', 'iloveyou'])('refuses the common password %j', (password) => {
    expect(passwordProblem(password)).toBe(ACCOUNT_TEXT.passwordTooCommon);
  });

  it('refuses one shorter than the minimum', () => {
    expect(passwordProblem('x7#kq2')).toBe(ACCOUNT_TEXT.passwordTooShort(MIN_PASSWORD_LENGTH));
  });

  it("refuses the account's own e-mail address or its name part", () => {
    expect(passwordProblem('ops.director@operator.test', 'Ops.Director@operator.test')).toBe(ACCOUNT_TEXT.passwordIsEmail);
    expect(passwordProblem('opsdirector', 'opsdirector@operator.test')).toBe(ACCOUNT_TEXT.passwordIsEmail);
  });

  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('a sturdy password', 'reader@operator.test')).toBeNull();
    expect(passwordProblem('occupancy rebounds 2026')).toBeNull();
  });
});
