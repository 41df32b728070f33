// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from './LoginDialog';

afterEach(cleanup);

describe('LoginDialog', () => {
  it('opens on the Login tab, named Welcome', () => {
    render(<LoginDialog onClose={() => {}} onSignedIn={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Login');
  });

  it('moves to Register with the arrow key, as the tabs pattern asks', async () => {
    render(<LoginDialog onClose={() => {}} onSignedIn={() => {}} />);
    const login = screen.getByRole('tab', { name: 'Login' });
    login.focus();
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    const register = screen.getByRole('tab', { name: 'Register' });
    await waitFor(() => expect(register.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(register);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('closes with its close control and with Escape', () => {
    const onClose = vi.fn();
    render(<LoginDialog onClose={onClose} onSignedIn={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    cleanup();
    render(<LoginDialog onClose={onClose} onSignedIn={() => {}} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
