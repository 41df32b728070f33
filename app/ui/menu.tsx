import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from './button';
import { cn } from './cn';
import type { MenuProps } from './menu-popup';

export type { MenuItem, MenuProps } from './menu-popup';

const loadPopup = () => import('./menu-popup');
const MenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.MenuPopup })));
const TRIGGER = buttonVariants({ variant: 'outline', size: 'sm' });

/**
 * A dropdown menu button: the share menu and the theme menu. The page ships only the button; the
 * menu (Radix DropdownMenu, about 30 KB gzip with its positioning code) is fetched when the pointer
 * or focus reaches the button and takes over at the first press. Until then the button is the one
 * the server rendered, so nothing moves and nothing waits for it.
 */
export function Menu(props: MenuProps) {
  const [openedWith, setOpenedWith] = useState<'pointer' | 'keyboard' | null>(null);
  const triggerClassName = cn(TRIGGER, props.className);
  const button = (
    <button
      type="button"
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) setOpenedWith('pointer');
      }}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        setOpenedWith('keyboard');
      }}
    >
      {props.trigger}
    </button>
  );
  if (!openedWith) return button;
  return (
    <Suspense fallback={button}>
      <MenuPopup {...props} triggerClassName={triggerClassName} openedWith={openedWith} />
    </Suspense>
  );
}
