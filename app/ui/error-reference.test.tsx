// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorReference, RequestIdContext } from './error-reference';

// These tests drive React's own roots: tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('ErrorReference', () => {
  it('prints the server request’s id, and hydrates the same text from the HTML', async () => {
    const html = renderToString(
      <RequestIdContext value="3f9c-edge">
        <ErrorReference />
      </RequestIdContext>,
    );
    expect(html).toContain('Reference: 3f9c-edge');
    const container = document.createElement('main');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    // The browser has no provider: the id comes back from the page.
    await act(async () => {
      root = hydrateRoot(container, <ErrorReference />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('Reference: 3f9c-edge');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('shows nothing without a server request', () => {
    expect(renderToString(<ErrorReference />)).toBe('');
  });
});
