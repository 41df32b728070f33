import type { InputHTMLAttributes } from 'react';
import { cn } from './cn';

/** A text field in the brand palette; `className` overrides its defaults. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-input bg-cream-50 px-3 text-sm dark:bg-night-900 dark:text-cream-50',
        className,
      )}
      {...props}
    />
  );
}
