// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT, sendResultMessage } from '~/core/messages';
import { renderRoute } from '~/tests/support/route-stub';
import AdminNewsletter from './newsletter';

vi.mock('./newsletter.server', () => ({ loader: vi.fn(), action: vi.fn() }));
afterEach(cleanup);

interface Log {
  id: number;
  successful: number;
  failed: number;
  totalSubscribers: number;
  sentAt: string;
}

function renderScreen(logs: () => Log[], action: () => unknown, outbox: { name: string; size: number }[] | null = null) {
  renderRoute(
    [{ path: 'admin/newsletter', Component: AdminNewsletter, loader: () => ({ logs: logs(), outbox }), action }],
    '/admin/newsletter',
  );
}

const SEND = { name: 'Send Daily Newsletter Now' };

describe('the admin newsletter screen', () => {
  it('says so when no newsletter has been sent yet', async () => {
    renderScreen(() => [], vi.fn());
    expect(await screen.findByText(ADMIN_TEXT.noSendsYet)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Sends, newest first' })).toBeNull();
  });

  it('lists the send history with sent and failed counts', async () => {
    renderScreen(() => [{ id: 1, successful: 12, failed: 2, totalSubscribers: 14, sentAt: '2026-11-23T12:00:00.000Z' }], vi.fn());
    const history = await screen.findByRole('list', { name: 'Sends, newest first' });
    expect(history.textContent).toContain('12 sent');
    expect(history.textContent).toContain('2 failed');
    expect(history.textContent).toContain('of 14');
  });

  it('reports a finished send with the spec’s message', async () => {
    renderScreen(
      () => [],
      () => ({ ok: true, queued: false, message: sendResultMessage({ successful: 3, failed: 1 }) }),
    );
    fireEvent.click(await screen.findByRole('button', SEND));
    expect(await screen.findByText('Successfully sent to 3 subscribers, 1 failed')).toBeTruthy();
  });

  it('reports a failed send with the spec’s error toast and lets the admin try again', async () => {
    renderScreen(
      () => [],
      () => ({ ok: false, queued: false, message: ADMIN_TEXT.sendFailed }),
    );
    fireEvent.click(await screen.findByRole('button', SEND));
    expect(await screen.findByText(ADMIN_TEXT.sendFailed)).toBeTruthy();
    expect(screen.getByText(ADMIN_TEXT.sendFailedTitle)).toBeTruthy();
    expect((screen.getByRole('button', SEND) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps a queued send busy until its send log appears, then reports it', async () => {
    const requestedAt = '2026-11-23T12:00:00.000Z';
    let finished = false;
    renderScreen(
      () => (finished ? [{ id: 7, successful: 5, failed: 0, totalSubscribers: 5, sentAt: '2026-11-23T12:00:03.000Z' }] : []),
      () => ({ ok: true, queued: true, requestedAt, message: ADMIN_TEXT.sendQueued }),
    );
    fireEvent.click(await screen.findByRole('button', SEND));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    finished = true;
    expect(await screen.findByText('Successfully sent to 5 subscribers', {}, { timeout: 4_000 })).toBeTruthy();
    expect((screen.getByRole('button', SEND) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists the outbox when no SMTP server is configured', async () => {
    renderScreen(() => [], vi.fn(), []);
    expect(await screen.findByText(ADMIN_TEXT.outboxEmpty)).toBeTruthy();
  });
});
