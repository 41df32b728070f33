// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountFormOutcome } from '~/core/account';
import { MESSAGES, TEXT } from '~/core/messages';
import { renderRoute } from '~/tests/support/route-stub';
import NewsletterPage from './newsletter';

vi.mock('./newsletter.server', () => ({ action: vi.fn() }));
vi.mock('./account.server', () => ({ action: vi.fn() }));
afterEach(cleanup);

/**
 * A page with the site header (the landing page) and a stub /account action: the header's Login,
 * Register and Logout post there, and the root loader reports whoever the action signed in.
 */
function renderWithAccount(
  answer: (form: Record<string, FormDataEntryValue>) => { outcome: AccountFormOutcome; status?: number },
) {
  let user: { email: string } | null = null;
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderRoute(
    [
      { path: 'newsletter', Component: NewsletterPage },
      {
        path: 'account',
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData());
          posted.push(form);
          const { outcome, status = 200 } = answer(form);
          if (outcome.ok) user = outcome.intent === 'logout' ? null : { email: String(form.email) };
          return data(outcome, { status });
        },
      },
    ],
    '/newsletter',
    { user: () => user },
  );
  return posted;
}

async function submitDialog(tab: 'Login' | 'Register', email: string, password: string) {
  fireEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: TEXT.login }));
  // The dialog is loaded on the first click on Login.
  const dialog = within(await screen.findByRole('dialog', { hidden: true }));
  // Radix tabs switch on mouse down (and on focus), as a pointer press does.
  const tabButton = dialog.getByRole('tab', { name: tab, hidden: true });
  fireEvent.mouseDown(tabButton);
  fireEvent.click(tabButton);
  fireEvent.change(dialog.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(dialog.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(dialog.getByRole('button', { name: tab === 'Login' ? 'Login' : 'Create account', hidden: true }));
}

describe('the account forms in the header', () => {
  it('log a reader in through the /account action, toast the spec’s welcome and greet them in the header', async () => {
    const posted = renderWithAccount(() => ({
      outcome: { intent: 'login', ok: true, message: MESSAGES.loginSuccess.description },
    }));
    await submitDialog('Login', 'reader@operator.test', 'correct horse');

    expect(await screen.findByText(MESSAGES.loginSuccess.title)).toBeTruthy();
    expect(await screen.findByText(TEXT.welcome('reader@operator.test'))).toBeTruthy();
    expect(posted).toEqual([{ intent: 'login', email: 'reader@operator.test', password: 'correct horse' }]);
  });

  it('show a failed login as the spec’s toast with the server’s message and stay signed out', async () => {
    renderWithAccount(() => ({ outcome: { intent: 'login', ok: false, message: 'Invalid email or password' }, status: 401 }));
    await submitDialog('Login', 'reader@operator.test', 'wrong');

    expect(await screen.findByText(MESSAGES.loginFailure.title)).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
    expect(screen.queryByText(TEXT.welcome('reader@operator.test'))).toBeNull();
  });

  it('register, sign in at once, and log out again with the spec’s toasts', async () => {
    renderWithAccount((form) => ({
      outcome:
        form.intent === 'logout'
          ? { intent: 'logout', ok: true, message: MESSAGES.logout.description }
          : { intent: 'register', ok: true, message: MESSAGES.registrationSuccess.description },
    }));
    await submitDialog('Register', 'new@operator.test', 'a sturdy password');
    expect(await screen.findByText(MESSAGES.registrationSuccess.title)).toBeTruthy();
    expect(await screen.findByText(TEXT.welcome('new@operator.test'))).toBeTruthy();

    const header = within(screen.getByRole('banner'));
    fireEvent.click(header.getByRole('button', { name: TEXT.logout }));
    expect(await screen.findByText(MESSAGES.logout.title)).toBeTruthy();
    expect(await header.findByRole('button', { name: TEXT.login })).toBeTruthy();
    expect(header.queryByText(TEXT.welcome('new@operator.test'))).toBeNull();
  });

  it('show a field error from the action next to its field', async () => {
    renderWithAccount(() => ({
      outcome: {
        intent: 'login',
        ok: false,
        message: 'Please enter your password.',
        fieldErrors: { password: 'Please enter your password.' },
      },
      status: 400,
    }));
    await submitDialog('Login', 'reader@operator.test', ' ');
    const field = await screen.findByLabelText('Password');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter your password.');
  });
});
