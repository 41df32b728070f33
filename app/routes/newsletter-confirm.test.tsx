// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_LINK_TEXT, LINK_OUTCOME_TITLES } from '~/core/messages';
import type { ConfirmationCheck, LinkResult } from '~/server/newsletter/subscriptions';
import { renderRoute } from '~/tests/support/route-stub';
import NewsletterConfirm from './newsletter-confirm';

vi.mock('./newsletter-confirm.server', () => ({ loader: vi.fn(), action: vi.fn() }));
afterEach(cleanup);

const PENDING = {
  ok: true,
  email: 'reader@operator.test',
  preferences: { daily: true, weekly: false, breaking: false, trends: true },
} satisfies ConfirmationCheck;

function renderConfirm(check: ConfirmationCheck, confirm: () => LinkResult = () => ({ ok: true, email: PENDING.email })) {
  const action = vi.fn(async ({ request }: { request: Request }) => {
    expect((await request.formData()).get('token')).toBe('signed-token');
    return confirm();
  });
  renderRoute(
    [{ path: 'newsletter/confirm', Component: NewsletterConfirm, loader: () => ({ token: 'signed-token', check }), action }],
    '/newsletter/confirm?token=signed-token',
  );
  return action;
}

describe('the confirmation page', () => {
  it('asks before confirming: a valid link shows the address, the preferences and the button, and posts nothing', async () => {
    const action = renderConfirm(PENDING);
    expect(await screen.findByRole('heading', { name: 'Confirm your subscription' })).toBeTruthy();
    expect(screen.getByText(/Daily, Trends/).textContent).toBe(
      'Subscribe reader@operator.test to Senior Housing Journal (Daily, Trends)?',
    );
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('confirms with the button and says the reader is subscribed', async () => {
    const action = renderConfirm(PENDING);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { name: LINK_OUTCOME_TITLES.confirmed })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('reader@operator.test will receive');
    expect(action).toHaveBeenCalledOnce();
  });

  it.each([
    ['expired', INVALID_LINK_TEXT.expired],
    ['invalid', INVALID_LINK_TEXT.invalid],
    ['unknown', INVALID_LINK_TEXT.unknown],
  ] as const)('explains an %s link and offers to subscribe again, without a confirm button', async (reason, text) => {
    renderConfirm({ ok: false, reason });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: LINK_OUTCOME_TITLES.confirmFailed })).toBeTruthy();
    expect(alert.textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe('/newsletter#subscribe');
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
  });

  it('explains a link that stopped working between opening and confirming', async () => {
    renderConfirm(PENDING, () => ({ ok: false, reason: 'expired' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK_TEXT.expired);
  });
});
