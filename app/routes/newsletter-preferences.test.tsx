// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_LINK_TEXT, LINK_OUTCOME_TITLES, NEWSLETTER_TEXT } from '~/core/messages';
import type { SubscriberView } from '~/server/newsletter/subscriptions';
import { renderRoute } from '~/tests/support/route-stub';
import NewsletterPreferences from './newsletter-preferences';

vi.mock('./newsletter-preferences.server', () => ({ loader: vi.fn(), action: vi.fn() }));
afterEach(cleanup);

const SUBSCRIBER: SubscriberView = {
  email: 'reader@operator.test',
  isActive: true,
  confirmed: true,
  preferences: { daily: true, weekly: true, breaking: false, trends: false },
};

function renderPreferences(subscriber: SubscriberView | null) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderRoute(
    [
      {
        path: 'newsletter/preferences',
        Component: NewsletterPreferences,
        loader: () => ({
          token: 'signed-token',
          subscriber,
          unsubscribeUrl: subscriber ? '/newsletter/unsubscribe?token=u' : null,
        }),
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return { ok: true, message: NEWSLETTER_TEXT.preferencesSaved };
        },
      },
    ],
    '/newsletter/preferences?token=signed-token',
  );
  return posted;
}

describe('the preferences page', () => {
  it('shows the saved preferences checked and saves a change with a confirmation', async () => {
    const posted = renderPreferences(SUBSCRIBER);
    expect(await screen.findByRole('heading', { name: 'Your newsletter preferences' })).toBeTruthy();
    expect((screen.getByLabelText('Weekly') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Breaking') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByLabelText('Weekly'));
    fireEvent.click(screen.getByLabelText('Breaking'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect((await screen.findByText(NEWSLETTER_TEXT.preferencesSaved)).getAttribute('role')).toBe('status');
    expect(posted).toEqual([{ token: 'signed-token', daily: 'on', breaking: 'on' }]);
    expect(screen.getByRole('link', { name: 'Unsubscribe instead' }).getAttribute('href')).toBe(
      '/newsletter/unsubscribe?token=u',
    );
  });

  it('explains an invalid link and shows no form', async () => {
    renderPreferences(null);
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK_TEXT.invalid);
    expect(screen.getByRole('heading', { name: LINK_OUTCOME_TITLES.preferencesLinkBroken })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save preferences' })).toBeNull();
  });
});

describe('the preferences page before the subscription is confirmed', () => {
  it('asks to confirm first and offers no form', async () => {
    renderPreferences({ ...SUBSCRIBER, confirmed: false });
    expect(await screen.findByRole('heading', { name: NEWSLETTER_TEXT.confirmBeforePreferencesTitle })).toBeTruthy();
    expect(screen.getByText(NEWSLETTER_TEXT.confirmBeforePreferences)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save preferences' })).toBeNull();
  });
});
