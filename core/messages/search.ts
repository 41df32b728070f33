/** What AI semantic search says to a reader: the spec's toasts and inline texts, and our API's answers. */

export const AI_SEARCH_MESSAGES = {
  emptyQuery: { title: 'Enter a search query', description: 'Please enter something to search for' },
  noArticles: { title: 'No articles available', description: 'Please wait for articles to load' },
  rateLimited: { title: 'Rate limit exceeded', description: 'Please wait a moment before searching again' },
  noCredits: {
    title: 'Service temporarily unavailable',
    description: 'AI search is temporarily unavailable. Please try basic search.',
  },
  failed: { title: 'Search failed', description: 'An error occurred. Please try again.' },
  noResults: { title: 'No results' },
  complete: { title: 'Search complete' },
} as const;

export const AI_SEARCH_TEXT = {
  /** Inline, in the panel, when a search failed. */
  failedInline: 'Search failed. Please try again.',
  noRelevant: 'No relevant articles found. Try different keywords.',
  showing: (n: number) => `Showing ${n} AI-ranked ${n === 1 ? 'result' : 'results'}`,
  /** The inline box's fallback: a local text match on title, summary and content. */
  localMatches: (n: number) => `Found ${n} matching ${n === 1 ? 'article' : 'articles'}`,
  // Ours, beside the spec's.
  searching: 'Searching…',
  extractiveSummary: 'Summary quoted from the top articles',
  modelSummary: 'Summary written by the language model from the top articles',
  localFallbackNote: 'AI search was not available, so this is a plain text match on the loaded articles.',
  /** The per-client limit of POST /api/v1/search/semantic (contains 'Rate limit', as the UI expects). */
  apiRateLimited: 'Rate limit exceeded. Please wait a moment before searching again.',
} as const;
