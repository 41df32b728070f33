// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { data, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '~/core/messages';
import { renderRoute } from '~/tests/support/route-stub';
import { ErrorBoundary } from './root';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFailing(failure: () => never) {
  renderRoute([{ path: '/newsletter', Component: () => <p>Page</p>, loader: failure }], '/newsletter', {
    RootErrorBoundary: ErrorBoundary,
  });
}

describe("the site's error page", () => {
  it('says a refused request could not be completed, with the server’s reason', async () => {
    renderFailing(() => {
      throw data('The body is not a form.', { status: 400 });
    });
    expect(await screen.findByRole('heading', { name: TEXT.badRequestTitle })).toBeTruthy();
    expect(screen.getByText('The body is not a form.')).toBeTruthy();
    expect(screen.queryByText(TEXT.newsLoadingError)).toBeNull();
    expect(screen.getByRole('link', { name: TEXT.returnHome }).getAttribute('href')).toBe('/');
  });

  it('keeps React Router’s own message for a method a page does not take to itself', async () => {
    renderFailing(() => {
      throw new ErrorResponse(405, 'Method Not Allowed', new Error('You made a POST request to "/x"'), true);
    });
    expect(await screen.findByRole('heading', { name: TEXT.badRequestTitle })).toBeTruthy();
    expect(screen.queryByText(/You made a POST request/)).toBeNull();
  });

  it('shows the not-found page for a 404 and the news error for anything else', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: TEXT.notFoundTitle })).toBeTruthy();
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() => {
      throw new Error('database down');
    });
    expect(await screen.findByText(TEXT.newsLoadingError)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TEXT.badRequestTitle })).toBeNull();
  });
});
