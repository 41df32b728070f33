/**
 * The message catalogue: every text a person is told, written once. Pages, route actions, the JSON
 * API and e-mails import it rather than repeating the words.
 *
 * What belongs here (the rule): every text the spec's catalogues name (toasts, inline states, the
 * labels it spells out), written exactly as specified; and every text of ours that reports
 * something back to a person: outcomes of a form or a link, validation and field errors, empty and
 * error states, rate limits, and the subject, headline and preview line of each e-mail.
 * What stays where it is used: page content (landing-page headlines, feature lists,
 * testimonials, explanatory copy) and the labels of our own controls (field labels, button texts,
 * busy labels), which are part of the page's design rather than something the system says; and
 * the JSON API's errors meant for a developer ('Not found', 'Invalid parameter …'), which stay
 * with their endpoint.
 *
 * This file holds the spec's reader catalogue; ./messages/ one file per domain, re-exported here.
 */
export * from './messages/account';
export * from './messages/admin';
export * from './messages/analytics';
export * from './messages/email';
export * from './messages/embed';
export * from './messages/markets';
export * from './messages/newsletter';
export * from './messages/polls';
export * from './messages/ratings';
export * from './messages/search';
import { LOADING_LATEST_NEWS } from './messages/embed';

export interface Message {
  title: string;
  description?: string;
}

export const MESSAGES = {
  loginSuccess: { title: 'Welcome back!', description: "You've successfully logged in." },
  loginFailure: { title: 'Login failed' },
  registrationSuccess: {
    title: 'Account created!',
    description: "You've successfully registered and are now logged in.",
  },
  registrationFailure: { title: 'Registration failed' },
  logout: { title: 'Logged out', description: "You've been successfully logged out." },
  refreshSuccess: { title: 'Content refreshed', description: 'Latest news has been loaded successfully' },
  refreshFailure: { title: 'Refresh failed', description: 'Unable to refresh content. Please try again.' },
  invalidArticleLink: { title: 'Sorry, this article link is not available.' },
} as const satisfies Record<string, Message>;

export const TEXT = {
  loadingNews: LOADING_LATEST_NEWS,
  loadingNewsDetail: 'Gathering senior housing news from the last 30 days…',
  newsLoadingError: 'News Loading Error',
  tryAgain: 'Try Again',
  /** Under a failed page: the server's request id, for the reader to quote when reporting it. */
  errorReference: (requestId: string) => `Reference: ${requestId}`,
  noArticles: 'No articles found',
  noArticlesHint: 'Try adjusting your search or filters',
  readArticle: 'Read Article',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  login: 'Login',
  logout: 'Logout',
  welcome: (email: string) => `Welcome, ${email}`,
  notFoundTitle: 'Oops! Page not found',
  /** A request the server refused as malformed (4xx other than 404): a form sent as JSON, an unknown form. */
  badRequestTitle: 'This request could not be completed',
  returnHome: 'Return to Home',
  accessDenied: 'Access denied. Admin privileges required to view this page.',
  skipToContent: 'Skip to main content',
  fallbackNotice:
    'Live industry feeds have not been reached yet, so the journal is showing its fallback selection: short pieces it wrote about lasting facts of the industry, each linking to its public source. They are replaced as soon as the feeds deliver.',
  fallbackBadge: 'Fallback',
  offlineDesktop: 'Offline mode: Showing cached articles',
  offlineMobile: "You're offline. Showing cached content.",
  offlineNothingCached: 'You are offline and no articles have been saved on this device yet.',
  releaseToRefresh: 'Release to refresh',
  pullToRefresh: 'Pull to refresh',
  clearFilters: 'Clear filters',
  // Ours, beside the spec's: the detail of the error panel and the side panels' empty states.
  newsLoadingErrorDetail: 'The latest articles could not be loaded.',
  noTrendingYet: 'No stories in the last 24 hours yet.',
  noMarketNewsYet: 'No market stories published today yet.',
} as const;
