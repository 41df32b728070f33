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
      true: 'border-primary bg-primary text-primary-foreground',
      false: 'border-input',
    },
  },
  compoundVariants: [
    {
      size: 'default',
      active: false,
      class: 'bg-card text-accent-foreground hover:bg-accent',
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
