import type { IconComponent } from '~/app/ui/icons';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';

export interface MenuItem {
  label: string;
  icon: IconComponent;
  onSelect: () => void;
  /** For a choice among options (menuitemradio): whether this one is the current one. */
  checked?: boolean;
}

export interface MenuProps {
  /** Names the open menu ("Theme"); the button is named by `trigger`. */
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  /** Classes for the button, over the outline button's (an icon-only button on the phone's top bar). */
  className?: string;
}

// As the page's other controls: the focus ring on keyboard focus, a tint under the pointer.
const ITEM =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-left hover:bg-accent [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The menu itself, on Radix DropdownMenu (Menu loads it on first use): the WAI-ARIA menu button
 * pattern with arrows that wrap, Home/End, typeahead, Escape or a choice returning focus to the
 * button, a click outside closing it. Not modal: the page keeps scrolling, as before.
 */
export function MenuPopup({
  label,
  trigger,
  items,
  triggerClassName,
  openedWith,
}: MenuProps & { triggerClassName: string; openedWith: 'pointer' | 'keyboard' }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const replayed = useRef(false);

  // The press that asked for the menu happened on the server-rendered button, before Radix was
  // here. Replay it on Radix's button, so Radix opens the menu exactly as it would have (from the
  // keyboard: focus on the first entry; from the pointer: on the menu).
  useEffect(() => {
    const button = triggerRef.current;
    if (!button || replayed.current) return;
    replayed.current = true;
    button.focus();
    button.dispatchEvent(
      openedWith === 'keyboard'
        ? new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
        : new PointerEvent('pointerdown', { button: 0, bubbles: true, cancelable: true }),
    );
  }, [openedWith]);

  const checked = items.find((item) => item.checked);
  const content = ({ label: text, icon: Icon }: MenuItem) => (
    <>
      <Icon aria-hidden="true" />
      {text}
    </>
  );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          // Named by its label ("Theme"), not by its button, whose text is the current value.
          aria-label={label}
          aria-labelledby={undefined}
          align="end"
          sideOffset={8}
          loop
          className="card z-30 w-44 overflow-hidden p-1 text-sm"
        >
          {items.some((item) => item.checked !== undefined) ? (
            <DropdownMenu.RadioGroup
              value={checked?.label}
              onValueChange={(value) => items.find((item) => item.label === value)?.onSelect()}
            >
              {items.map((item) => (
                <DropdownMenu.RadioItem key={item.label} value={item.label} className={ITEM}>
                  {content(item)}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          ) : (
            items.map((item) => (
              <DropdownMenu.Item key={item.label} onSelect={item.onSelect} className={ITEM}>
                {content(item)}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
