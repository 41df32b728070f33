// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Moon, Sun } from '~/app/ui/icons';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

afterEach(cleanup);

function themeMenu(onSelect = vi.fn()) {
  render(
    <Menu
      label="Theme"
      trigger="Dark theme"
      items={[
        { label: 'Light', icon: Sun, checked: false, onSelect },
        { label: 'Dark', icon: Moon, checked: true, onSelect },
      ]}
    />,
  );
  return screen.getByRole('button', { name: 'Dark theme' });
}

describe('Menu', () => {
  it('is a closed menu button until pressed (as the server renders it)', () => {
    const button = themeMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with focus on the first entry, named by its label', async () => {
    fireEvent.keyDown(themeMenu(), { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Theme' });
    expect(menu).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Light' })));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens from the pointer, runs the chosen entry, closes and gives focus back to the button', async () => {
    const onSelect = vi.fn();
    fireEvent.pointerDown(themeMenu(onSelect), { button: 0 });
    await screen.findByRole('menu', { name: 'Theme' });
    fireEvent.keyDown(screen.getByRole('menuitemradio', { name: 'Light' }), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dark theme' }));
  });
});
