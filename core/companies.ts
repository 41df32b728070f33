/**
 * The senior-housing real-estate trusts the journal tracks (the spec's eight symbols), and how a
 * story is recognised as being about one: its name, or its ticker after an exchange ("NYSE: WELL").
 * The markets work adds quotes and profiles keyed by these symbols.
 */
export interface TrackedCompany {
  symbol: string;
  companyName: string;
  /** Names a story uses for the company (case-insensitive, whole words). */
  names: readonly string[];
}

export const TRACKED_COMPANIES: readonly TrackedCompany[] = [
  { symbol: 'WELL', companyName: 'Welltower Inc.', names: ['Welltower'] },
  { symbol: 'VTR', companyName: 'Ventas Inc.', names: ['Ventas'] },
  { symbol: 'PEAK', companyName: 'Healthpeak Properties', names: ['Healthpeak'] },
  { symbol: 'OHI', companyName: 'Omega Healthcare Investors', names: ['Omega Healthcare'] },
  { symbol: 'NHI', companyName: 'National Health Investors', names: ['National Health Investors'] },
  { symbol: 'SBRA', companyName: 'Sabra Health Care REIT', names: ['Sabra Health Care', 'Sabra'] },
  { symbol: 'CTRE', companyName: 'CareTrust REIT', names: ['CareTrust'] },
  { symbol: 'LTC', companyName: 'LTC Properties Inc.', names: ['LTC Properties'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = new Map(
  TRACKED_COMPANIES.map((c) => [
    c.symbol,
    {
      name: new RegExp(`\\b(?:${c.names.map(escape).join('|')})\\b`, 'i'),
      ticker: new RegExp(`\\b(?:NYSE|NASDAQ|Nasdaq):\\s*${c.symbol}\\b`),
    },
  ]),
);

/** Whether the text names the company or its ticker. */
export function mentionsCompany(text: string, company: TrackedCompany): boolean {
  const pattern = PATTERNS.get(company.symbol);
  return pattern ? pattern.name.test(text) || pattern.ticker.test(text) : false;
}
