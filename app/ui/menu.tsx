import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonVariants } from './button';
import { useDismiss } from './use-dismiss';

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** For a choice among options (menuitemradio): whether this one is the current one. */
  checked?: boolean;
}

/**
 * A dropdown menu: a trigger button and a list of actions that closes on choosing, on Escape and on a
 * click outside. The share menu and the theme menu are both this.
 */
export function Menu({ label, trigger, items }: { label: string; trigger: ReactNode; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  useDismiss(rootRef, open, close);

  // Keyboard users land on the first entry when the menu opens (WAI-ARIA menu button pattern).
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLButtonElement>('[role^="menuitem"]')?.focus();
  }, [open]);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]') ?? [])];
    const current = entries.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowDown'
        ? (current + 1) % entries.length
        : event.key === 'ArrowUp'
          ? (current - 1 + entries.length) % entries.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? entries.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    entries[next]?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {trigger}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={moveFocus}
          className="card absolute right-0 z-30 mt-2 w-44 overflow-hidden p-1 text-sm"
        >
          {items.map(({ label: text, icon: Icon, onSelect, checked }) => (
            <li key={text} role="none">
              <button
                type="button"
                role={checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={checked}
                onClick={() => {
                  onSelect();
                  close();
                }}
                className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-tan-100 dark:hover:bg-night-700"
              >
                <Icon className="size-4" aria-hidden="true" />
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
