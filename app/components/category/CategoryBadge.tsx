import { categoryLabel, isCategory, type Category } from '~/core/categories';
import { cn } from '~/app/ui/cn';

/**
 * Badge colours: one pair of tokens per category in app/app.css, light and dark. Each pair keeps a
 * text/background contrast of at least 4.5:1 (checked by axe in the browser tests). Unknown
 * categories fall back to grey. Written out in full so Tailwind finds every class.
 */
export const CATEGORY_BADGE_CLASSES: Record<Category, string> = {
  'senior-living': 'bg-category-senior-living text-category-senior-living-foreground',
  'senior-housing': 'bg-category-senior-housing text-category-senior-housing-foreground',
  community: 'bg-category-community text-category-community-foreground',
  regulations: 'bg-category-regulations text-category-regulations-foreground',
  investment: 'bg-category-investment text-category-investment-foreground',
  technology: 'bg-category-technology text-category-technology-foreground',
  healthcare: 'bg-category-healthcare text-category-healthcare-foreground',
};
export const UNKNOWN_CATEGORY_BADGE_CLASSES = 'bg-category-unknown text-category-unknown-foreground';

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
