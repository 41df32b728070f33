import { ALL_CATEGORIES, isCategoryFilter, type CategoryFilter } from '~/core/categories';
import { cleanSearchText } from '~/core/text';

/** Articles shown at first and added by each Load More (the spec's page size and step). */
export const PAGE_SIZE = 5;
/** The longest keyword search we accept; longer input is cut, not rejected. */
export const MAX_SEARCH_LENGTH = 200;
const MAX_SHOWN = 500;

/** The reader's view of the list as it lives in the URL: ?category=, ?search= and ?show=. */
export interface ReaderQuery {
  category: CategoryFilter;
  search: string;
  show: number;
}

export function parseReaderQuery(params: URLSearchParams): ReaderQuery {
  const category = params.get('category');
  const show = Number.parseInt(params.get('show') ?? '', 10);
  return {
    category: isCategoryFilter(category) ? category : ALL_CATEGORIES,
    search: cleanSearchText(params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    show: Number.isFinite(show) ? Math.min(MAX_SHOWN, Math.max(PAGE_SIZE, Math.ceil(show / PAGE_SIZE) * PAGE_SIZE)) : PAGE_SIZE,
  };
}

/** The query string for a reader view; defaults are left out so URLs stay short and shareable. */
export function readerQueryString(query: Partial<ReaderQuery>): string {
  const params = new URLSearchParams();
  if (query.category && query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.show && query.show > PAGE_SIZE) params.set('show', String(query.show));
  const text = params.toString();
  return text ? `?${text}` : '';
}
