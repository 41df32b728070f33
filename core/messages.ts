/**
 * The user-facing message catalogue. Every text the spec's catalogues name is written here once,
 * exactly as specified; UI and server import it rather than repeating the words.
 */
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
  loadingNews: 'Loading Latest News',
  loadingNewsDetail: 'Gathering senior housing news from the last 30 days…',
  newsLoadingError: 'News Loading Error',
  tryAgain: 'Try Again',
  noArticles: 'No articles found',
  noArticlesHint: 'Try adjusting your search or filters',
  readArticle: 'Read Article',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  login: 'Login',
  logout: 'Logout',
  welcome: (email: string) => `Welcome, ${email}`,
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  accessDenied: 'Access denied. Admin privileges required to view this page.',
  skipToContent: 'Skip to main content',
  fallbackNotice:
    'Live industry feeds have not been reached yet, so the journal is showing its fallback selection of reference articles. They link to real publishers and are replaced as soon as feeds deliver.',
  fallbackBadge: 'Fallback',
} as const;
