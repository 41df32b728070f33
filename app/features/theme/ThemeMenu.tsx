import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '~/app/ui/menu';
import { chooseTheme, isTheme, readTheme, subscribeTheme, THEMES, type Theme } from './theme';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The theme dropdown, labelled with the current mode, with the entries Light, Dark and System. */
export function ThemeMenu() {
  // The server cannot know the saved mode; it renders the default and the client corrects it.
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light' as const);
  const Icon = ICONS[theme];
  return (
    <Menu>
      <MenuTrigger>
        <Icon aria-hidden="true" />
        <span>{LABELS[theme]}</span>
        <span className="sr-only">theme</span>
      </MenuTrigger>
      <MenuContent label="Theme">
        <MenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && chooseTheme(value)}>
          {THEMES.map((option) => {
            const OptionIcon = ICONS[option];
            return (
              <MenuRadioItem key={option} value={option}>
                <OptionIcon aria-hidden="true" />
                {LABELS[option]}
              </MenuRadioItem>
            );
          })}
        </MenuRadioGroup>
      </MenuContent>
    </Menu>
  );
}
