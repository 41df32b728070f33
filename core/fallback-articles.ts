import type { Article } from './article';
import type { Category } from './categories';

/**
 * The spec's fallback articles: shown only while no feed has delivered anything (a fresh install
 * without internet, or every feed down with an empty database). They are short pieces written for
 * the journal about lasting facts of the industry, each linking to the public source it draws on,
 * dated the day they were written (never "today"), labelled "Fallback" on every screen, and never
 * mailed (the newsletter skips an edition rather than send them).
 */
interface FallbackEntry {
  slug: string;
  title: string;
  summary: string;
  category: Category;
  /** The public source the piece draws on, named in the summary; "Read" opens it. */
  url: string;
  /** When the journal wrote it (UTC). */
  written: string;
}

/** Fallback pieces are the journal's own writing. */
export const FALLBACK_SOURCE = 'Senior Housing Journal';

const ENTRIES: readonly FallbackEntry[] = [
  {
    slug: 'boomers-turn-80',
    title: 'The first baby boomers turn 80 in 2026, and demand for senior housing follows them',
    summary:
      'Boomers were born from 1946 to 1964, so the 80-plus population, the core of assisted living demand, grows every year this decade. Source: U.S. Census Bureau.',
    category: 'senior-housing',
    url: 'https://www.census.gov/library/stories/2018/03/graying-america.html',
    written: '2026-11-20T14:00:00.000Z',
  },
  {
    slug: 'occupancy-first-number',
    title: 'Why occupancy is the first number lenders and buyers ask about a community',
    summary:
      'Occupancy drives revenue and value. NIC MAP tracks it quarterly with absorption, inventory and asking rents across the largest U.S. metro markets. Source: NIC.',
    category: 'investment',
    url: 'https://www.nic.org/analytics/',
    written: '2026-11-20T12:00:00.000Z',
  },
  {
    slug: 'assisted-living-state-rules',
    title: 'Assisted living has no federal license: every state writes its own rules',
    summary:
      'Staffing, training, dementia care and inspections differ from state to state, which is why operators study the rules before entering a market. Source: AHCA/NCAL.',
    category: 'regulations',
    url: 'https://www.ahcancal.org/Assisted-Living/Facts-and-Figures/Pages/default.aspx',
    written: '2026-11-19T15:00:00.000Z',
  },
  {
    slug: 'caregiver-workforce',
    title: 'Caregivers remain the first challenge senior living operators name',
    summary:
      'Recruiting and keeping direct care workers shapes wages, training and how many residents a community can serve. Source: Argentum, the operators’ association.',
    category: 'senior-living',
    url: 'https://www.argentum.org/',
    written: '2026-11-19T13:00:00.000Z',
  },
  {
    slug: 'memory-care-demand',
    title: 'Memory care demand grows with the number of older adults living with Alzheimer’s',
    summary:
      'Millions of Americans 65 and older live with Alzheimer’s disease, and the number rises as the population ages. Source: Alzheimer’s Association facts and figures.',
    category: 'senior-living',
    url: 'https://www.alz.org/alzheimers-dementia/facts-figures',
    written: '2026-11-18T15:00:00.000Z',
  },
  {
    slug: 'section-202',
    title: 'Section 202 funds affordable homes with services for very low-income older adults',
    summary:
      'HUD’s Supportive Housing for the Elderly program pays for construction and rent help so residents can live independently. Source: HUD.',
    category: 'community',
    url: 'https://www.hud.gov/program_offices/housing/mfh/progdesc/eld202',
    written: '2026-11-18T13:00:00.000Z',
  },
  {
    slug: 'residents-online',
    title: 'Residents expect video calls and apps; communities teach the skills',
    summary:
      'Free classes on smartphones, video calls and online safety help older adults use the technology communities now offer. Source: Senior Planet from AARP.',
    category: 'technology',
    url: 'https://seniorplanet.org/',
    written: '2026-11-17T15:00:00.000Z',
  },
  {
    slug: 'aging-in-place-services',
    title: 'Nonprofit providers link housing with services so older adults can age in place',
    summary:
      'Service coordinators, home care and community programs let residents of affordable senior housing stay in their homes longer. Source: LeadingAge.',
    category: 'community',
    url: 'https://leadingage.org/',
    written: '2026-11-17T13:00:00.000Z',
  },
];

/**
 * The fallback articles, newest first, dated when they were written: they never pass for today's
 * news. (`now` is accepted so callers keep one clock; the dates do not depend on it.)
 */
export function fallbackArticles(_now: Date = new Date()): Article[] {
  return ENTRIES.map((entry) => ({
    id: `fallback-${entry.slug}`,
    title: entry.title,
    summary: entry.summary,
    content: entry.summary,
    category: entry.category,
    source: FALLBACK_SOURCE,
    url: entry.url,
    publishedAt: entry.written,
    imageUrl: null,
    isFallback: true,
    alsoReportedBy: [],
  }));
}
