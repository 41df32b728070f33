import { ALL_CATEGORIES, isCategoryFilter, type CategoryFilter } from '~/core/categories';
import { isDateRange, type DateRange } from '~/core/date-range';
import { cleanSearchText } from '~/core/text';

/** Articles shown at first and added by each Load More (the spec's page size and step). */
export const PAGE_SIZE = 5;
/** The longest keyword search we accept; longer input is cut, not rejected. */
export const MAX_SEARCH_LENGTH = 200;
const MAX_SOURCE_LENGTH = 200;
const MAX_SHOWN = 500;

/** The phone layout's four tabs (news is the default); the tab lives in the URL so back and forward work. */
export const MOBILE_TABS = ['news', 'companies', 'analytics', 'alerts'] as const;
export type MobileTab = (typeof MOBILE_TABS)[number];

export function isMobileTab(value: unknown): value is MobileTab {
  return typeof value === 'string' && (MOBILE_TABS as readonly string[]).includes(value);
}

/**
 * The home page's full-screen views: the news (default) and the markets view (Market Summary,
 * the watch and the company profiles), left again by its "Back to News" button.
 */
export const HOME_VIEWS = ['news', 'markets'] as const;
export type HomeView = (typeof HOME_VIEWS)[number];

function isHomeView(value: unknown): value is HomeView {
  return typeof value === 'string' && (HOME_VIEWS as readonly string[]).includes(value);
}

/**
 * The reader's view of the home page as it lives in the URL: ?category=, ?search=, ?range=
 * (today, week, month), ?source=, ?show=, ?view= and, on a phone, ?tab=.
 */
export interface ReaderQuery {
  category: CategoryFilter;
  search: string;
  range: DateRange;
  source: string;
  show: number;
  tab: MobileTab;
  view: HomeView;
}

export function parseReaderQuery(params: URLSearchParams): ReaderQuery {
  const category = params.get('category');
  const range = params.get('range');
  const tab = params.get('tab');
  const view = params.get('view');
  const show = Number.parseInt(params.get('show') ?? '', 10);
  return {
    category: isCategoryFilter(category) ? category : ALL_CATEGORIES,
    search: cleanSearchText(params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    range: isDateRange(range) ? range : 'all',
    source: cleanSearchText(params.get('source') ?? '').slice(0, MAX_SOURCE_LENGTH),
    show: Number.isFinite(show) ? Math.min(MAX_SHOWN, Math.max(PAGE_SIZE, Math.ceil(show / PAGE_SIZE) * PAGE_SIZE)) : PAGE_SIZE,
    tab: isMobileTab(tab) ? tab : 'news',
    view: isHomeView(view) ? view : 'news',
  };
}

/** The query string for a reader view; defaults are left out so URLs stay short and shareable. */
export function readerQueryString(query: Partial<ReaderQuery>): string {
  const params = new URLSearchParams();
  if (query.category && query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.range && query.range !== 'all') params.set('range', query.range);
  if (query.source) params.set('source', query.source);
  if (query.show && query.show > PAGE_SIZE) params.set('show', String(query.show));
  if (query.tab && query.tab !== 'news') params.set('tab', query.tab);
  if (query.view && query.view !== 'news') params.set('view', query.view);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether a view narrows the list beyond its category (the "Clear filters" control shows then). */
export function hasFilters(query: ReaderQuery): boolean {
  return query.category !== ALL_CATEGORIES || query.search !== '' || query.range !== 'all' || query.source !== '';
}

/**
 * Parameters the home page's data does not depend on: the phone tab, and the account-confirmation
 * landing (`?account=created`, taken off the address once its toast is shown).
 */
const VIEW_ONLY_PARAMS = ['tab', 'account', 'error'];

/**
 * Two URLs of the home page that differ only in those parameters show the same data: switching
 * tabs needs no request (and so works offline).
 */
export function onlyTabChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of VIEW_ONLY_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}
