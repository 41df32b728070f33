import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClasses } from '../../ui/button';
import { useDismiss } from '../../ui/use-dismiss';
import { chooseTheme, readTheme, subscribeTheme, THEMES, type Theme } from './theme';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The theme dropdown, labelled with the current mode, with the entries Light, Dark and System. */
export function ThemeMenu({ onChange }: { onChange?: (theme: Theme) => void }) {
  // The server cannot know the saved mode; it renders the default and the client corrects it.
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light' as const);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useDismiss(rootRef, open, () => setOpen(false));

  const choose = (next: Theme) => {
    chooseTheme(next);
    onChange?.(next);
    setOpen(false);
  };

  const Icon = ICONS[theme];
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon aria-hidden="true" />
        <span>{LABELS[theme]}</span>
        <span className="sr-only">theme</span>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label="Theme"
          className="card absolute right-0 z-30 mt-2 w-36 overflow-hidden p-1 text-sm"
        >
          {THEMES.map((option) => {
            const OptionIcon = ICONS[option];
            return (
              <li key={option} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={option === theme}
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-tan-100 dark:hover:bg-night-700"
                  onClick={() => choose(option)}
                >
                  <OptionIcon className="size-4" aria-hidden="true" />
                  {LABELS[option]}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
