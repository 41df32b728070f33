// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_LINK_TEXT, LINK_OUTCOME_TITLES } from '~/core/messages';
import type { LinkResult } from '~/server/newsletter/subscriptions';
import { renderRoute } from '~/tests/support/route-stub';
import NewsletterUnsubscribe from './newsletter-unsubscribe';

vi.mock('./newsletter-unsubscribe.server', () => ({ loader: vi.fn(), action: vi.fn() }));
afterEach(cleanup);

function renderUnsubscribe(valid: boolean, result: LinkResult = { ok: true, email: 'reader@operator.test' }) {
  const action = vi.fn(() => result);
  renderRoute(
    [
      {
        path: 'newsletter/unsubscribe',
        Component: NewsletterUnsubscribe,
        loader: () => ({ token: 'signed-token', valid }),
        action,
      },
    ],
    '/newsletter/unsubscribe?token=signed-token',
  );
  return action;
}

describe('the unsubscribe page', () => {
  it('asks first: opening the link unsubscribes nobody', async () => {
    const action = renderUnsubscribe(true);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from Senior Housing Journal?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('unsubscribes with the button and offers to subscribe again', async () => {
    renderUnsubscribe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: LINK_OUTCOME_TITLES.unsubscribed })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('reader@operator.test will not receive the newsletter any more');
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toBeTruthy();
  });

  it('explains an invalid link without offering the button', async () => {
    renderUnsubscribe(false);
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK_TEXT.invalid);
    expect(screen.getByRole('heading', { name: LINK_OUTCOME_TITLES.unsubscribeLinkBroken })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('explains a link refused when the button is pressed', async () => {
    renderUnsubscribe(true, { ok: false, reason: 'invalid' });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK_TEXT.invalid);
  });
});
