import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A floating panel on Radix, placed against an anchor (collision-aware), closed by Escape and by a
 * click or focus outside it. The search suggestions are one.
 */
export const Popover = PopoverPrimitive.Root;
export const PopoverAnchor = PopoverPrimitive.Anchor;

export function PopoverContent({ className, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content align="start" sideOffset={4} className={cn('card z-30 p-1 text-sm', className)} {...props} />
    </PopoverPrimitive.Portal>
  );
}
