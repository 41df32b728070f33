import { categoryLabel, isCategory, type Category } from '~/core/categories';
import { cn } from '~/app/ui/cn';

/**
 * Badge colours, light and dark. Each pair keeps a text/background contrast of at least 4.5:1
 * (checked by axe in the browser tests). Unknown categories fall back to grey.
 */
export const CATEGORY_BADGE_CLASSES: Record<Category, string> = {
  'senior-living': 'bg-sage-100 text-sage-900 dark:bg-sage-900 dark:text-sage-100',
  'senior-housing': 'bg-tan-100 text-brown-900 dark:bg-brown-800 dark:text-tan-100',
  community: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  regulations: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  investment: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  technology: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  healthcare: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
};
export const UNKNOWN_CATEGORY_BADGE_CLASSES = 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100';

/** An article's category as a coloured label: the cards, the lead panels and the embed all show this. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isCategory(category) ? CATEGORY_BADGE_CLASSES[category] : UNKNOWN_CATEGORY_BADGE_CLASSES,
      )}
    >
      {categoryLabel(category)}
    </span>
  );
}
