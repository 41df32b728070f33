// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from './LoginDialog';

afterEach(cleanup);

/** The forms inside post with fetchers, which need a data router around them. */
function renderInRouter(element: ReactElement) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return render(<Stub />);
}

describe('LoginDialog', () => {
  it('opens on the Login tab, named Welcome', async () => {
    renderInRouter(<LoginDialog onClose={() => {}} onDone={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Login');
  });

  it('moves to Register with the arrow key, as the tabs pattern asks', async () => {
    renderInRouter(<LoginDialog onClose={() => {}} onDone={() => {}} />);
    const login = await screen.findByRole('tab', { name: 'Login' });
    login.focus();
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    const register = screen.getByRole('tab', { name: 'Register' });
    await waitFor(() => expect(register.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(register);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('closes with its close control and with Escape', async () => {
    const onClose = vi.fn();
    renderInRouter(<LoginDialog onClose={onClose} onDone={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    cleanup();
    renderInRouter(<LoginDialog onClose={onClose} onDone={() => {}} />);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
