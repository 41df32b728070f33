/** What the admin's Analytics screen says; the error toast is the spec's. */
export const ANALYTICS_TEXT = {
  /** The spec's toast when the counts cannot be read: this title, the description below. */
  loadFailedTitle: 'Error loading analytics',
  loadFailed: 'Failed to fetch analytics data',
  noPageViewsYet: 'No page has been viewed in the last 30 days.',
  noEmbedViewsYet: 'The news feed has not been shown on another site in the last 30 days.',
  unknownEmbedHost: 'Unknown (the host page sent no origin)',
} as const;
