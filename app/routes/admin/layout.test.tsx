// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '~/core/messages';
import { renderRoute } from '~/tests/support/route-stub';
import AdminLayout, { ErrorBoundary } from './layout';

vi.mock('./layout.server', () => ({ loader: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAdmin(loader: () => unknown) {
  renderRoute(
    [
      {
        path: 'admin',
        Component: AdminLayout,
        ErrorBoundary,
        loader,
        children: [{ path: 'newsletter', Component: () => <h1>Newsletter screen</h1> }],
      },
    ],
    '/admin/newsletter',
  );
}

describe('the admin area', () => {
  it('shows the dashboard and the screen to an admin', async () => {
    renderAdmin(() => ({ email: 'publisher@journal.test', sidebarCollapsed: false }));
    expect(await screen.findByRole('heading', { name: 'Newsletter screen' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin Dashboard' }).textContent).toContain(
      'Signed in as publisher@journal.test',
    );
  });

  it('lists the spec’s seven screens and the feeds, and collapses to icons with Ctrl+B, kept in a cookie', async () => {
    const written: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
    vi.spyOn(owner as Document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    renderAdmin(() => ({ email: 'publisher@journal.test', sidebarCollapsed: true }));
    const nav = await screen.findByRole('navigation', { name: 'Admin Dashboard' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Newsletter',
      'Subscribers',
      'Polls',
      'Ratings',
      'Analytics',
      'User Roles',
      'Settings',
      'Feeds',
    ]);
    expect(nav.getAttribute('data-collapsed')).toBe('true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(nav.getAttribute('data-collapsed')).toBe('false');
    expect(written.at(-1)).toBe('admin_sidebar=expanded; Max-Age=604800; Path=/admin; SameSite=Lax');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the sidebar' }));
    expect(nav.getAttribute('data-collapsed')).toBe('true');
    expect(written.at(-1)).toMatch(/^admin_sidebar=collapsed;/);
  });

  it.each([
    [403, 'a signed-in reader without the admin role'],
    [401, 'a signed-out visitor'],
  ])('refuses (%i) %s with the access-denied notice and shows no admin screen', async (status) => {
    renderAdmin(() => {
      throw data(null, { status });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.accessDenied);
    expect(screen.queryByRole('navigation', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Newsletter screen' })).toBeNull();
  });

  it('leaves any other failure to the site’s error screen', async () => {
    // The error screen reports the error on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(
      [
        {
          path: 'admin',
          Component: AdminLayout,
          ErrorBoundary,
          loader: () => {
            throw data(null, { status: 500 });
          },
        },
      ],
      '/admin',
    );
    expect(await screen.findByText(TEXT.newsLoadingError)).toBeTruthy();
    expect(screen.queryByText(TEXT.accessDenied)).toBeNull();
  });
});
