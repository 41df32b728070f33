// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT, sendResultMessage } from '~/core/messages';
import type { PressReleaseRow } from '~/core/press-releases';
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

function renderScreen(
  logs: () => Log[],
  action: (args: { request: Request }) => unknown,
  outbox: { name: string; size: number }[] | null = null,
  pressReleases: () => PressReleaseRow[] = () => [],
) {
  renderRoute(
    [
      {
        path: 'admin/newsletter',
        Component: AdminNewsletter,
        loader: () => ({ logs: logs(), outbox, pressReleases: pressReleases(), pressReleaseChanges: [] }),
        action,
      },
    ],
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

describe('the press release manager', () => {
  const release: PressReleaseRow = {
    id: '0b9a4c1e-7a43-4c55-9d2b-6f1f6f7b2a10',
    title: 'Brookdale Senior Living Reports November 2026 Occupancy',
    source: 'PR Newswire',
    summary: 'Brookdale reported occupancy of 79.4% for November.',
    url: 'https://www.prnewswire.com/news-releases/brookdale-302123456.html',
    isActive: true,
    includedInNewsletter: false,
    createdAt: '2026-12-08T21:05:00.000Z',
  };

  it('answers an empty address with the spec’s text, without asking the server', async () => {
    const action = vi.fn();
    renderScreen(() => [], action);
    const url = await screen.findByLabelText('Press release URL');
    expect(url.getAttribute('type')).toBe('url');
    fireEvent.input(url, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findAllByText(ADMIN_TEXT.pressReleaseUrlRequired)).length).toBeGreaterThan(0);
    expect(action).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the address and in the error toast', async () => {
    const refusal =
      'Refused: 127.0.0.1 is a private or loopback address (127.0.0.1); set FEEDS_ALLOW_PRIVATE_ADDRESSES=true to allow it';
    renderScreen(
      () => [],
      () => ({ intent: 'add-press-release', ok: false, field: 'url', message: refusal }),
    );
    fireEvent.input(await screen.findByLabelText('Press release URL'), { target: { value: 'http://127.0.0.1/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    // Once under the field, once as the error toast's description.
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
  });

  it('lists releases with their switches and posts the value a switch turns to', async () => {
    const posted: Record<string, string>[] = [];
    renderScreen(
      () => [],
      async ({ request }) => {
        posted.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return { intent: 'set-press-release-newsletter', ok: true, message: ADMIN_TEXT.pressReleaseNewsletterUpdated };
      },
      null,
      () => [release],
    );
    const list = await screen.findByRole('list', { name: 'Press releases, newest first' });
    expect(list.textContent).toContain(release.title);
    expect(list.textContent).toContain('PR Newswire');
    const active = screen.getByRole('switch', { name: `Active: ${release.title}` });
    const inNewsletter = screen.getByRole('switch', { name: `In newsletter: ${release.title}` });
    expect(active.getAttribute('aria-checked')).toBe('true');
    expect(inNewsletter.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(inNewsletter);
    expect(await screen.findByText(ADMIN_TEXT.pressReleaseNewsletterUpdated)).toBeTruthy();
    expect(posted).toEqual([{ intent: 'set-press-release-newsletter', id: release.id, value: 'true' }]);
  });

  it('deletes only after the confirmation', async () => {
    const action = vi.fn(() => ({ intent: 'delete-press-release', ok: true, message: ADMIN_TEXT.pressReleaseDeleted }));
    renderScreen(
      () => [],
      action,
      null,
      () => [release],
    );
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${release.title}` }));
    expect(await screen.findByText(ADMIN_TEXT.deletePressReleaseQuestion)).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ADMIN_TEXT.pressReleaseDeleted)).toBeTruthy();
    expect(action).toHaveBeenCalledTimes(1);
  });
});
