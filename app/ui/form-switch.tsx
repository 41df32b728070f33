import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * An on/off switch that is a submit button (role="switch"): inside a form it posts the value it
 * would switch to, so it works without JavaScript too (decision 0061 kept Radix's Switch out for
 * that reason). `label` is shown beside the track; `aria-label` may name what it switches.
 */
export function FormSwitch({
  checked,
  label,
  className,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role' | 'value' | 'children'> & { checked: boolean; label: string }) {
  return (
    <button
      type="submit"
      role="switch"
      aria-checked={checked}
      value={String(!checked)}
      className={cn(
        'group inline-flex min-h-10 items-center gap-2 rounded-md px-1 text-sm font-medium disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          checked ? 'bg-primary' : 'bg-tan-300 dark:bg-tan-600',
        )}
      >
        <span
          className={cn(
            'size-5 rounded-full bg-cream-50 shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </span>
      {label}
    </button>
  );
}
