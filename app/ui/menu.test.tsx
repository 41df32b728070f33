// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, MenuContent, MenuItem, MenuRadioGroup, MenuRadioItem, MenuTrigger } from './menu';

afterEach(cleanup);

describe('Menu', () => {
  it('names the open menu by its label, not by the button showing the current value', () => {
    render(
      <Menu defaultOpen>
        <MenuTrigger>Dark theme</MenuTrigger>
        <MenuContent label="Theme">
          <MenuRadioGroup value="dark">
            <MenuRadioItem value="light">Light</MenuRadioItem>
            <MenuRadioItem value="dark">Dark</MenuRadioItem>
          </MenuRadioGroup>
        </MenuContent>
      </Menu>,
    );
    expect(screen.getByRole('menu', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe('false');
  });

  it('runs the chosen entry and closes', () => {
    const share = vi.fn();
    render(
      <Menu defaultOpen>
        <MenuTrigger>Share</MenuTrigger>
        <MenuContent label="Share">
          <MenuItem onSelect={share}>LinkedIn</MenuItem>
        </MenuContent>
      </Menu>,
    );
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'LinkedIn' }), { key: 'Enter' });
    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' }).getAttribute('aria-expanded')).toBe('false');
  });
});
