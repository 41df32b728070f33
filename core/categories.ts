/**
 * The seven article categories of the journal and how each is shown. One source of truth: the
 * feed normaliser, the filter pills, the badges and the embed chips all read from here.
 */
export const CATEGORIES = [
  'senior-living',
  'senior-housing',
  'community',
  'regulations',
  'investment',
  'technology',
  'healthcare',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** The value of the category filter that shows every category. */
export const ALL_CATEGORIES = 'all';
export type CategoryFilter = Category | typeof ALL_CATEGORIES;

/**
 * Healthcare stories are aggregated but kept out of the reader's list (and its filter pills) unless
 * nothing else is left, as the spec states.
 */
export const HIDDEN_CATEGORY: Category = 'healthcare';

/** The filter values in display order: all, then the six categories a reader can pick. */
export const FILTER_CATEGORIES: readonly CategoryFilter[] = [
  ALL_CATEGORIES,
  ...CATEGORIES.filter((category) => category !== HIDDEN_CATEGORY),
];

const LABELS: Record<CategoryFilter, string> = {
  all: 'All News',
  'senior-living': 'Senior Living',
  'senior-housing': 'Senior Housing',
  community: 'Community',
  regulations: 'Regulations',
  investment: 'Investment',
  technology: 'Technology',
  healthcare: 'Healthcare',
};

/**
 * Badge colours as Tailwind classes, light and dark. Each pair keeps a text/background contrast of
 * at least 4.5:1 (checked by axe in the browser tests). Unknown categories fall back to grey.
 */
const BADGE_CLASSES: Record<Category, string> = {
  'senior-living': 'bg-sage-100 text-sage-900 dark:bg-sage-900 dark:text-sage-100',
  'senior-housing': 'bg-tan-100 text-brown-900 dark:bg-brown-800 dark:text-tan-100',
  community: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  regulations: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  investment: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  technology: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  healthcare: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
};
const UNKNOWN_BADGE_CLASSES = 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100';

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return value === ALL_CATEGORIES || isCategory(value);
}

export function categoryLabel(category: string): string {
  return isCategoryFilter(category) ? LABELS[category] : category;
}

export function categoryBadgeClasses(category: string): string {
  return isCategory(category) ? BADGE_CLASSES[category] : UNKNOWN_BADGE_CLASSES;
}
