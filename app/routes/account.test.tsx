// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { data, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountFormOutcome } from '~/core/account';
import { ACCOUNT_TEXT, MESSAGES, TEXT } from '~/core/messages';
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
  signedIn: { email: string } | null = null,
) {
  let user = signedIn;
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
          // Registering signs nobody in: the e-mailed link does.
          if (outcome.ok && outcome.intent !== 'register')
            user = outcome.intent === 'logout' ? null : { email: String(form.email) };
          return data(outcome, { status });
        },
      },
    ],
    '/newsletter',
    { user: () => user },
  );
  return posted;
}

/** The landing page of a confirmation link, with the address's query string shown for the test. */
function renderLanding(url: string, user: { email: string } | null) {
  function SearchProbe() {
    return <output data-testid="search">{useLocation().search}</output>;
  }
  renderRoute(
    [
      {
        path: 'newsletter',
        Component: (props: Parameters<typeof NewsletterPage>[0]) => (
          <>
            <NewsletterPage {...props} />
            <SearchProbe />
          </>
        ),
      },
    ],
    url,
    { user },
  );
}

async function submitDialog(tab: 'Login' | 'Register', email: string, password: string) {
  fireEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: TEXT.login }));
  // The dialog is loaded on the first click on Login.
  const dialog = within(await screen.findByRole('dialog', { hidden: true }));
  // Radix tabs switch on mouse down (and on focus), as a pointer press does.
  const tabButton = dialog.getByRole('tab', { name: tab, hidden: true });
  fireEvent.mouseDown(tabButton);
  fireEvent.click(tabButton);
  fireEvent.input(dialog.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(dialog.getByLabelText('Password'), { target: { value: password } });
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

  it('register: say to check the inbox, close the dialog and stay signed out', async () => {
    renderWithAccount(() => ({
      outcome: { intent: 'register', ok: true, message: ACCOUNT_TEXT.checkInboxDescription('new@operator.test') },
    }));
    await submitDialog('Register', 'new@operator.test', 'a sturdy password');
    expect(await screen.findByText(ACCOUNT_TEXT.checkInbox.title)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TEXT.checkInboxDescription('new@operator.test'))).toBeTruthy();
    expect(screen.queryByText(MESSAGES.registrationSuccess.title)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: TEXT.login })).toBeTruthy();
  });

  it('log out again with the spec’s toast', async () => {
    renderWithAccount(() => ({ outcome: { intent: 'logout', ok: true, message: MESSAGES.logout.description } }), {
      email: 'reader@operator.test',
    });
    const header = within(await screen.findByRole('banner'));
    fireEvent.click(await header.findByRole('button', { name: TEXT.logout }));
    expect(await screen.findByText(MESSAGES.logout.title)).toBeTruthy();
    expect(await header.findByRole('button', { name: TEXT.login })).toBeTruthy();
    expect(header.queryByText(TEXT.welcome('reader@operator.test'))).toBeNull();
  });

  it('greet a reader the confirmation link signed in with the spec’s toast, once', async () => {
    renderLanding('/newsletter?account=created&ref=mail', { email: 'new@operator.test' });
    expect(await screen.findByText(MESSAGES.registrationSuccess.title)).toBeTruthy();
    expect(screen.getByText(MESSAGES.registrationSuccess.description!)).toBeTruthy();
    // The parameter is taken off the address (a reload does not greet again); others stay.
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?ref=mail'));
  });

  it('say why a confirmation link failed', async () => {
    renderLanding('/newsletter?account=created&error=TOKEN_EXPIRED', null);
    expect(await screen.findByText(ACCOUNT_TEXT.confirmationFailed.title)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TEXT.confirmationFailedDescription)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
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
