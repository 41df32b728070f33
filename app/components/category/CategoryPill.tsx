import { cva, type VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router';
import { cn } from '~/app/ui/cn';

const pill = cva('rounded-full border font-medium', {
  variants: {
    size: {
      default: 'inline-flex items-center gap-2 px-3.5 py-1.5 text-sm transition-colors',
      compact: 'px-3 py-1 text-xs',
    },
    active: {
      true: 'border-sage-700 bg-sage-700 text-white dark:border-sage-300 dark:bg-sage-300 dark:text-sage-950',
      false: 'border-tan-300 dark:border-night-700',
    },
  },
  compoundVariants: [
    {
      size: 'default',
      active: false,
      class: 'bg-cream-50 text-brown-900 hover:bg-tan-100 dark:bg-night-800 dark:text-cream-100 dark:hover:bg-night-700',
    },
  ],
  defaultVariants: { size: 'default', active: false },
});

/**
 * One category of the filter bar, as a link (works without JavaScript): the home page's pills
 * (with a count) and the embed's compact ones. The current one is marked for assistive technology.
 */
export function CategoryPill({
  active = false,
  size,
  className,
  ...props
}: LinkProps & VariantProps<typeof pill> & { active?: boolean }) {
  return <Link aria-current={active ? 'page' : undefined} className={cn(pill({ size, active }), className)} {...props} />;
}
