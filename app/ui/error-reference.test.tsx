// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { container, hydrate } from '~/tests/support/react-roots';
import { ErrorReference, RequestIdContext } from './error-reference';

describe('ErrorReference', () => {
  it('prints the server request’s id, and hydrates the same text from the HTML', async () => {
    const html = renderToString(
      <RequestIdContext value="3f9c-edge">
        <ErrorReference />
      </RequestIdContext>,
    );
    expect(html).toContain('Reference: 3f9c-edge');
    const page = container(html);
    const recoverable = vi.fn();
    // The browser has no provider: the id comes back from the page.
    await hydrate(page, <ErrorReference />, { onRecoverableError: recoverable });
    expect(page.textContent).toBe('Reference: 3f9c-edge');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('shows nothing without a server request', () => {
    expect(renderToString(<ErrorReference />)).toBe('');
  });
});
