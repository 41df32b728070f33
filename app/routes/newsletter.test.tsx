// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_TEXT } from '~/core/messages';
import type { NewsletterFormOutcome } from '~/core/newsletter-input';
import { renderRoute } from '~/tests/support/route-stub';
import NewsletterPage from './newsletter';

vi.mock('./newsletter.server', () => ({ action: vi.fn() }));
afterEach(cleanup);

/** The landing page with a stub action that records each posted form and answers `answer`. */
function renderNewsletter(answer: NewsletterFormOutcome, status = 200) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderRoute(
    [
      {
        path: 'newsletter',
        Component: NewsletterPage,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return data(answer, { status });
        },
      },
    ],
    '/newsletter',
  );
  return posted;
}

/** The subscribe form at the top of the page (#subscribe), once the page is shown. */
async function subscribeForm() {
  await screen.findByRole('heading', { name: 'Stay Ahead in Senior Housing' });
  return within(document.getElementById('subscribe')!);
}

async function subscribe(email: string) {
  const form = await subscribeForm();
  fireEvent.input(form.getByLabelText('Work email'), { target: { value: email } });
  fireEvent.click(form.getByLabelText('Trends'));
  fireEvent.click(form.getByRole('button', { name: 'Subscribe Free' }));
  return form;
}

describe('the newsletter landing page', () => {
  it('posts the subscribe form to its action and shows the confirmation notice in place, with a toast', async () => {
    const posted = renderNewsletter({ intent: 'subscribe', ok: true, message: NEWSLETTER_TEXT.confirmationSent });
    const form = await subscribe('reader@operator.test');

    expect((await form.findByRole('status')).textContent).toBe(NEWSLETTER_TEXT.confirmationSent);
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(posted).toEqual([{ intent: 'subscribe', email: 'reader@operator.test', daily: 'on', trends: 'on' }]);
  });

  it('shows a field error by the e-mail field and keeps the form for a correction', async () => {
    const error = NEWSLETTER_TEXT.invalidEmail;
    renderNewsletter({ intent: 'subscribe', ok: false, message: error, fieldErrors: { email: error } }, 400);
    const form = await subscribe('someone@localhost');

    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe(error);
    const field = form.getByLabelText('Work email');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(await screen.findByText('Subscription failed')).toBeTruthy();
  });

  it('tells a rate-limited reader to try again later and leaves the button usable', async () => {
    renderNewsletter({ intent: 'subscribe', ok: false, message: NEWSLETTER_TEXT.rateLimited }, 429);
    const form = await subscribe('reader@operator.test');

    expect((await form.findByRole('alert')).textContent).toBe(NEWSLETTER_TEXT.rateLimited);
    expect(form.getByLabelText('Work email').getAttribute('aria-invalid')).toBeNull();
    expect((form.getByRole('button', { name: 'Subscribe Free' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the subscribe answer of a post made without JavaScript in the top form', async () => {
    renderRoute([{ id: 'newsletter', path: 'newsletter', Component: NewsletterPage }], '/newsletter', {
      actionData: { newsletter: { intent: 'subscribe', ok: true, message: NEWSLETTER_TEXT.confirmationSent } },
    });
    const form = await subscribeForm();
    expect(form.getByRole('status').textContent).toBe(NEWSLETTER_TEXT.confirmationSent);
    // The closing block's form stays a form.
    expect(screen.getAllByRole('button', { name: 'Subscribe Free' })).toHaveLength(1);
  });

  it('shows the answer of a send-to-a-friend post made without JavaScript from the home page', async () => {
    renderRoute([{ id: 'newsletter', path: 'newsletter', Component: NewsletterPage }], '/newsletter', {
      actionData: { newsletter: { intent: 'invite', ok: false, message: NEWSLETTER_TEXT.rateLimited } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_TEXT.rateLimited);
    expect(screen.getAllByRole('button', { name: 'Subscribe Free' })).toHaveLength(2);
  });
});
