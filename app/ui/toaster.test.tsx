// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('Toaster', () => {
  it('loads the toast stack (its live region) at the reader’s first press', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    await act(async () => {
      fireEvent.pointerDown(document.body);
      await import('./toast-stack');
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('renders nothing until the first toast, then shows it with its description', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    await act(async () => {
      notify('success', { title: 'Welcome back!', description: 'You’ve successfully logged in.' });
      await import('./toast-stack');
      await import('sonner');
    });
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('You’ve successfully logged in.')).toBeTruthy();
  });
});
