/** What the market watch, the Market Summary and the company profiles say to a reader. */

export const MARKET_MESSAGES = {
  /** The spec's toast when the quotes could not be loaded. */
  loadFailure: { title: 'Failed to load stock data' },
} as const;

export const MARKET_TEXT = {
  watchError: 'Error loading stock data',
  updatesEvery: 'updates every 2 min',
  lastUpdated: (time: string) => `Last updated ${time}`,
  backToNews: 'Back to News',
  // Ours, beside the spec's.
  sampleBadge: 'Sample data',
  sampleNotice:
    'No market data provider has answered, so these are sample figures, not live quotes. Live quotes replace them as soon as a provider answers.',
  offline: 'Quotes are not available offline.',
  noHistory: 'Price history builds up from the first closing quote the journal records.',
  noMarketCap: 'Not given by the quote provider yet',
  noCompanyNews: 'Not named in the latest stories.',
} as const;
