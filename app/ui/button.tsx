import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * The spec's button variants and sizes, in the brand palette. Links styled as buttons use
 * `buttonVariants({ variant, size, className })`; a class in `className` overrides the variant's.
 */
const variants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brown-900 text-cream-50 hover:bg-brown-800 dark:bg-cream-100 dark:text-brown-950 dark:hover:bg-cream-200',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        outline: 'border border-input bg-transparent text-accent-foreground hover:bg-accent',
        secondary: 'bg-accent text-accent-foreground hover:bg-tan-200 dark:hover:bg-night-800',
        ghost: 'text-accent-foreground hover:bg-accent',
        link: 'text-primary underline-offset-4 hover:underline',
        sage: 'bg-primary text-primary-foreground hover:bg-sage-800 dark:hover:bg-sage-200',
        cream: 'bg-cream-200 text-brown-900 hover:bg-cream-300 dark:bg-cream-100 dark:text-brown-950',
      },
      size: {
        default: 'h-10 px-4 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof variants>;

/** cva only appends `className`; `cn` then drops the variant's classes it overrides. */
export function buttonVariants({ className, ...props }: ButtonVariantProps & { className?: string } = {}): string {
  return cn(variants(props), className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
