import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Tabs on Radix: the WAI-ARIA tabs pattern (arrow keys move between tabs and select them, Home/End,
 * one tab stop for the list). Only the selected panel is rendered.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('flex gap-1 rounded-lg bg-muted p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-soft-foreground data-[state=active]:bg-cream-50 data-[state=active]:text-inherit data-[state=active]:shadow-sm dark:data-[state=active]:bg-night-700',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
