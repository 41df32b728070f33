/**
 * The seven article categories of the journal and their labels. One source of truth: the
 * feed normaliser, the filter pills, the badges and the embed chips all read from here (their
 * colours are presentation: app/components/category).
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

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function isCategoryFilter(value: unknown): value is CategoryFilter {
  return value === ALL_CATEGORIES || isCategory(value);
}

export function categoryLabel(category: string): string {
  return isCategoryFilter(category) ? LABELS[category] : category;
}
