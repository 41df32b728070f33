/**
 * The embeddable news feed's texts (newsletter-admin-aggregation.md §2, "Embeddable news feed
 * screen"), shared by the framed page (/embed) and the script widget (/embed.js).
 */
/** The home page's loading panel and the embed's say the same (the spec names it for both). */
export const LOADING_LATEST_NEWS = 'Loading Latest News';

export const EMBED_TEXT = {
  title: 'Senior Housing News',
  searchPlaceholder: 'Search articles...',
  loading: LOADING_LATEST_NEWS,
  noResultsTitle: 'No Articles Found',
  noResultsForSearch: 'No articles match your search criteria.',
  noResultsAtAll: 'No articles available at the moment.',
  readMore: 'Read More',
  poweredBy: 'Powered by',
  /** The script widget's own failure: the API did not answer. */
  loadFailed: 'The news could not be loaded right now.',
  /** The generator's embed source field when it holds no web address. */
  badSource: 'Enter the full web address of the embed page, such as https://example.org/embed.',
  copied: 'Embed code copied',
} as const;
