// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
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
    renderAdmin(() => ({ email: 'publisher@journal.test' }));
    expect(await screen.findByRole('heading', { name: 'Newsletter screen' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin Dashboard' }).textContent).toContain(
      'Signed in as publisher@journal.test',
    );
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
    // React reports the rethrown error on the console; expected here.
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
      { RootErrorBoundary: () => <p>Site error screen</p> },
    );
    expect(await screen.findByText('Site error screen')).toBeTruthy();
    expect(screen.queryByText(TEXT.accessDenied)).toBeNull();
  });
});
