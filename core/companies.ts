/**
 * The senior-housing real-estate trusts the journal tracks (the spec's eight), in one place: their
 * tickers, how a story is recognised as being about one (its name, or its ticker after an exchange,
 * "NYSE: WELL"), and their profiles. Quotes (core/markets.ts) and coverage key on these symbols.
 *
 * Profile facts come from the companies' own filings and investor pages, rounded, and are dated by
 * PROFILES_AS_OF; they change slowly (a new chief executive, an acquisition) and are reviewed with
 * each annual report season. Market cap is not kept here: it comes from the quote provider.
 */

/** When the profile facts below were last checked against the companies' filings. */
export const PROFILES_AS_OF = '2025-06-30';

export interface CompanyProfile {
  headquarters: string;
  ceo: string;
  founded: number;
  /** An employee range, as filings round it ("500–1,000"). */
  employees: string;
  description: string;
  /** Properties owned or financed, rounded ("about 2,000"). */
  properties: string;
  investorRelationsUrl: string;
  /** A fact a reader might otherwise trip over (a ticker change). */
  note?: string;
}

export interface TrackedCompany {
  symbol: string;
  name: string;
  /** Names a story uses for the company (case-insensitive, whole words). */
  names: readonly string[];
  /** Tickers the company traded under before, still found in older stories. */
  formerSymbols?: readonly string[];
  profile: CompanyProfile;
}

export const TRACKED_COMPANIES: readonly TrackedCompany[] = [
  {
    symbol: 'WELL',
    name: 'Welltower Inc.',
    names: ['Welltower'],
    profile: {
      headquarters: 'Toledo, Ohio',
      ceo: 'Shankh Mitra',
      founded: 1970,
      employees: '500–1,000',
      description:
        'The largest owner of senior housing in North America: seniors housing operating communities, outpatient medical buildings and triple-net leases in the United States, Canada and the United Kingdom.',
      properties: 'about 2,000',
      investorRelationsUrl: 'https://investors.welltower.com',
    },
  },
  {
    symbol: 'VTR',
    name: 'Ventas Inc.',
    names: ['Ventas'],
    profile: {
      headquarters: 'Chicago, Illinois',
      ceo: 'Debra A. Cafaro',
      founded: 1998,
      employees: '250–500',
      description:
        'Owns senior housing communities, outpatient medical buildings and research centres in North America and the United Kingdom, with a large operating (SHOP) senior housing portfolio.',
      properties: 'about 1,400',
      investorRelationsUrl: 'https://ir.ventasreit.com',
    },
  },
  {
    symbol: 'DOC',
    name: 'Healthpeak Properties',
    names: ['Healthpeak'],
    formerSymbols: ['PEAK'],
    profile: {
      headquarters: 'Denver, Colorado',
      ceo: 'Scott M. Brinker',
      founded: 1985,
      employees: '250–500',
      description:
        'Owns outpatient medical buildings, life-science campuses and continuing care retirement communities (CCRCs) across the United States.',
      properties: 'about 700',
      investorRelationsUrl: 'https://ir.healthpeak.com',
      note: 'Trades as DOC since its 2024 merger with Physicians Realty Trust; the ticker PEAK was retired.',
    },
  },
  {
    symbol: 'OHI',
    name: 'Omega Healthcare Investors',
    names: ['Omega Healthcare'],
    profile: {
      headquarters: 'Hunt Valley, Maryland',
      ceo: 'C. Taylor Pickett',
      founded: 1992,
      employees: '50–100',
      description:
        'Landlord and lender to skilled nursing and assisted living operators in the United States and the United Kingdom, mostly through triple-net leases and mortgages.',
      properties: 'about 1,000',
      investorRelationsUrl: 'https://www.omegahealthcare.com/investor-relations',
    },
  },
  {
    symbol: 'NHI',
    name: 'National Health Investors',
    names: ['National Health Investors'],
    profile: {
      headquarters: 'Murfreesboro, Tennessee',
      ceo: 'D. Eric Mendelsohn',
      founded: 1991,
      employees: 'under 50',
      description:
        'Invests in senior housing, skilled nursing and medical facilities through triple-net leases, mortgage and mezzanine loans, and an operating senior housing portfolio.',
      properties: 'about 200',
      investorRelationsUrl: 'https://ir.nhireit.com',
    },
  },
  {
    symbol: 'SBRA',
    name: 'Sabra Health Care REIT',
    names: ['Sabra Health Care', 'Sabra'],
    profile: {
      headquarters: 'Irvine, California',
      ceo: 'Richard K. Matros',
      founded: 2010,
      employees: 'under 50',
      description:
        'Owns skilled nursing and transitional care facilities, senior housing and behavioural health facilities in the United States and Canada.',
      properties: 'about 370',
      investorRelationsUrl: 'https://ir.sabrahealth.com',
    },
  },
  {
    symbol: 'CTRE',
    name: 'CareTrust REIT',
    names: ['CareTrust'],
    profile: {
      headquarters: 'Dana Point, California',
      ceo: 'David M. Sedgwick',
      founded: 2014,
      employees: 'under 50',
      description:
        'Leases skilled nursing facilities, multi-service campuses and senior housing to regional operators; spun off from The Ensign Group in 2014.',
      properties: 'about 400',
      investorRelationsUrl: 'https://investor.caretrustreit.com',
    },
  },
  {
    symbol: 'LTC',
    name: 'LTC Properties Inc.',
    names: ['LTC Properties'],
    profile: {
      headquarters: 'Westlake Village, California',
      ceo: 'Pamela J. Kessler and Clint B. Malin (co-CEOs)',
      founded: 1992,
      employees: 'under 50',
      description:
        'Invests in seniors housing and skilled nursing properties through sale-leasebacks, mortgage financing, joint ventures and structured finance.',
      properties: 'about 200',
      investorRelationsUrl: 'https://ir.ltcreit.com',
    },
  },
];

export const TRACKED_SYMBOLS: readonly string[] = TRACKED_COMPANIES.map((company) => company.symbol);

export function trackedCompany(symbol: string): TrackedCompany | undefined {
  return TRACKED_COMPANIES.find((company) => company.symbol === symbol);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive pattern matching any of `names` as whole words (companies, operators). */
export function wholeNamesPattern(names: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${names.map(escape).join('|')})\\b`, 'i');
}

const PATTERNS = new Map(
  TRACKED_COMPANIES.map((c) => [
    c.symbol,
    {
      name: wholeNamesPattern(c.names),
      ticker: new RegExp(`\\b(?:NYSE|NASDAQ|Nasdaq):\\s*(?:${[c.symbol, ...(c.formerSymbols ?? [])].join('|')})\\b`),
    },
  ]),
);

/** Whether the text names the company or its ticker. */
export function mentionsCompany(text: string, company: TrackedCompany): boolean {
  const pattern = PATTERNS.get(company.symbol);
  return pattern ? pattern.name.test(text) || pattern.ticker.test(text) : false;
}
