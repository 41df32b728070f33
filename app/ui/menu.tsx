import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonVariants } from './button';
import { cn } from './cn';

/**
 * A dropdown menu on Radix: the WAI-ARIA menu button pattern (focus moves into the menu when it is
 * opened from the keyboard, arrows wrap, Home/End, typeahead, Escape or a choice returns focus to the
 * button; a click outside closes it). Not modal: the page keeps scrolling, as it did before.
 *
 *   <Menu>
 *     <MenuTrigger>Share</MenuTrigger>
 *     <MenuContent label="Share"><MenuItem onSelect={…}>LinkedIn</MenuItem></MenuContent>
 *   </Menu>
 */
export function Menu(props: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={false} {...props} />;
}

/** The menu button, an outline button by default. */
export function MenuTrigger({ className, ...props }: ComponentProps<typeof DropdownMenu.Trigger>) {
  return <DropdownMenu.Trigger className={buttonVariants({ variant: 'outline', size: 'sm', className })} {...props} />;
}

/** The popup list, named by `label` (not by its button, whose text is the current value). */
export function MenuContent({
  label,
  className,
  ...props
}: Omit<ComponentProps<typeof DropdownMenu.Content>, 'aria-label'> & { label: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        aria-label={label}
        aria-labelledby={undefined}
        align="end"
        sideOffset={8}
        loop
        className={cn('card z-30 w-44 overflow-hidden p-1 text-sm', className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

const ITEM =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-left outline-none data-[highlighted]:bg-tan-100 dark:data-[highlighted]:bg-night-700 [&_svg]:size-4 [&_svg]:shrink-0';

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(ITEM, className)} {...props} />;
}

/** One choice among options (menuitemradio entries with aria-checked). */
export const MenuRadioGroup = DropdownMenu.RadioGroup;

export function MenuRadioItem({ className, ...props }: ComponentProps<typeof DropdownMenu.RadioItem>) {
  return <DropdownMenu.RadioItem className={cn(ITEM, className)} {...props} />;
}
