import { Monitor, Moon, Sun } from '~/app/ui/icons';
import { useSyncExternalStore } from 'react';
import { Menu } from '~/app/ui/menu';
import { chooseTheme, readTheme, subscribeTheme, THEMES, type Theme } from './theme';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The theme dropdown, labelled with the current mode, with the entries Light, Dark and System. */
export function ThemeMenu() {
  // The server cannot know the saved mode; it renders the default and the client corrects it.
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light' as const);
  const Icon = ICONS[theme];
  return (
    <Menu
      label="Theme"
      trigger={
        <>
          <Icon aria-hidden="true" />
          <span>{LABELS[theme]}</span>
          <span className="sr-only">theme</span>
        </>
      }
      items={THEMES.map((option) => ({
        label: LABELS[option],
        icon: ICONS[option],
        checked: option === theme,
        onSelect: () => chooseTheme(option),
      }))}
    />
  );
}
