import type { Article } from './article';
import type { Category } from './categories';

/**
 * The spec's fallback articles: shown only while no feed has delivered anything (a fresh install
 * without internet, or every feed down with an empty database). They are evergreen reference
 * pieces about real industry sources, each linking to the publisher's own page, and every screen
 * that shows them labels them as fallback content.
 */
interface FallbackEntry {
  slug: string;
  title: string;
  summary: string;
  category: Category;
  source: string;
  url: string;
}

const ENTRIES: readonly FallbackEntry[] = [
  {
    slug: 'nic-map-occupancy',
    title: 'NIC MAP data remains the benchmark for senior housing occupancy and rent trends',
    summary:
      'Operators and lenders track quarterly occupancy, absorption and asking-rent growth across the 99 primary and secondary markets covered by NIC MAP, the industry’s reference data set.',
    category: 'investment',
    source: 'NIC',
    url: 'https://www.nic.org/analytics/',
  },
  {
    slug: 'shn-coverage',
    title: 'Senior Housing News covers operators, capital markets and development every weekday',
    summary:
      'Daily reporting on senior living operators, REIT portfolios, transactions and new development pipelines, with a focus on the business of senior housing.',
    category: 'senior-housing',
    source: 'Senior Housing News',
    url: 'https://seniorhousingnews.com/',
  },
  {
    slug: 'mcknights-senior-living',
    title: 'McKnight’s Senior Living tracks assisted living, memory care and independent living news',
    summary:
      'Coverage of assisted living and memory care operations, workforce, technology and state regulation for owners and executive directors.',
    category: 'senior-living',
    source: 'McKnight’s Senior Living',
    url: 'https://www.mcknightsseniorliving.com/',
  },
  {
    slug: 'argentum-advocacy',
    title: 'Argentum advocates for senior living providers on workforce and regulation',
    summary:
      'The national association for professionally managed senior living communities publishes policy positions, workforce programs and research for its members.',
    category: 'regulations',
    source: 'Argentum',
    url: 'https://www.argentum.org/',
  },
  {
    slug: 'leadingage-policy',
    title: 'LeadingAge follows federal policy on affordable senior housing and aging services',
    summary:
      'The association of nonprofit aging services providers reports on HUD Section 202 housing, Medicaid and federal policy that shapes affordable senior housing.',
    category: 'community',
    source: 'LeadingAge',
    url: 'https://leadingage.org/',
  },
  {
    slug: 'ahcancal-facts',
    title: 'AHCA/NCAL publishes assisted living facts and figures for the sector',
    summary:
      'The National Center for Assisted Living compiles the number of communities, residents, staffing and state regulatory reviews for assisted living.',
    category: 'regulations',
    source: 'AHCA/NCAL',
    url: 'https://www.ahcancal.org/Assisted-Living/Facts-and-Figures/Pages/default.aspx',
  },
  {
    slug: 'multi-housing-seniors',
    title: 'Multi-Housing News reports senior housing deals, financing and development',
    summary:
      'Transaction and construction coverage of seniors housing and active-adult communities alongside the wider multifamily market.',
    category: 'investment',
    source: 'Multi-Housing News',
    url: 'https://www.multihousingnews.com/',
  },
  {
    slug: 'senior-planet-technology',
    title: 'Senior Planet from AARP teaches older adults to use technology with confidence',
    summary:
      'Free classes and guides on smartphones, online safety and digital health help residents of senior living communities stay connected.',
    category: 'technology',
    source: 'Senior Planet',
    url: 'https://seniorplanet.org/',
  },
];

const HOUR_MS = 60 * 60 * 1000;

/**
 * The fallback articles dated relative to `now` (two hours apart, newest first) so they sort and
 * read naturally inside the 30-day window; their "Fallback" label says what they are.
 */
export function fallbackArticles(now: Date = new Date()): Article[] {
  return ENTRIES.map((entry, index) => ({
    id: `fallback-${entry.slug}`,
    title: entry.title,
    summary: entry.summary,
    content: entry.summary,
    category: entry.category,
    source: entry.source,
    url: entry.url,
    publishedAt: new Date(now.getTime() - (index + 1) * 2 * HOUR_MS).toISOString(),
    imageUrl: null,
    isFallback: true,
    alsoReportedBy: [],
  }));
}
