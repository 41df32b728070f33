/**
 * The industry's vocabulary for AI search: each concept with its abbreviation, its spelled-out
 * form and the everyday words people use for it. A query naming any form of a concept is expanded
 * with the other forms (both ways: "REIT" finds "real estate investment trust" and the reverse), so
 * full-text search reaches articles written in the other words. Written from the trade's usage,
 * not fitted to one data set (see docs/decisions/0082-domain-vocabulary.md).
 */
import type { Category } from './categories';

export interface VocabularyConcept {
  /** How the concept is named when we list the expansions used (searchEnhancements). */
  label: string;
  /**
   * Forms that name the concept. Lowercase; a form in UPPERCASE is an abbreviation that is matched
   * only when the query writes it in capitals (AL, MC, IL are ordinary words otherwise).
   */
  forms: string[];
  /** Closely related words added to the search, but never used to recognise the concept. */
  related?: string[];
  /** The category the concept belongs to (the detected topic of the search). */
  topic: Category;
}

export const VOCABULARY: readonly VocabularyConcept[] = [
  {
    label: 'REIT',
    forms: ['reit', 'reits', 'real estate investment trust', 'real estate investment trusts'],
    related: [
      'welltower',
      'ventas',
      'healthpeak',
      'omega healthcare',
      'sabra',
      'caretrust',
      'ltc properties',
      'national health investors',
    ],
    topic: 'investment',
  },
  {
    label: 'FFO',
    forms: ['ffo', 'funds from operations', 'affo', 'normalized ffo'],
    related: ['earnings', 'per share', 'guidance'],
    topic: 'investment',
  },
  {
    label: 'NOI',
    forms: ['noi', 'net operating income', 'same-store noi', 'same store noi'],
    related: ['margin', 'operating income'],
    topic: 'investment',
  },
  {
    label: 'Cap rate',
    forms: ['cap rate', 'cap rates', 'capitalization rate', 'capitalization rates'],
    related: ['valuation', 'pricing', 'yield'],
    topic: 'investment',
  },
  {
    label: 'M&A',
    forms: ['m&a', 'mergers and acquisitions', 'merger', 'mergers', 'acquisition', 'acquisitions', 'takeover', 'buyout'],
    related: ['acquire', 'acquires', 'acquired', 'deal', 'portfolio sale', 'transaction'],
    topic: 'investment',
  },
  {
    label: 'Earnings',
    forms: ['earnings', 'quarterly results', 'quarterly report', 'earnings call'],
    related: ['revenue', 'profit', 'guidance', 'quarter', 'results'],
    topic: 'investment',
  },
  {
    label: 'Financing',
    forms: ['financing', 'refinancing', 'bridge loan', 'construction loan', 'debt'],
    related: ['lender', 'lenders', 'loan', 'loans', 'credit facility', 'capital'],
    topic: 'investment',
  },
  {
    label: 'RevPOR',
    forms: ['revpor', 'revenue per occupied room', 'revenue per occupied unit'],
    related: ['rate growth', 'rent'],
    topic: 'investment',
  },
  {
    label: 'Occupancy',
    forms: ['occupancy', 'occupancy rate', 'census'],
    related: ['occupied', 'vacancy', 'move-ins', 'move-outs', 'absorption', 'demand'],
    topic: 'senior-housing',
  },
  {
    label: 'NIC MAP',
    forms: ['nic map', 'nic', 'national investment center'],
    related: ['occupancy', 'inventory', 'absorption'],
    topic: 'senior-housing',
  },
  {
    label: 'Absorption',
    forms: ['absorption', 'net absorption'],
    related: ['move-ins', 'demand', 'leased', 'occupied units'],
    topic: 'senior-housing',
  },
  {
    label: 'Development',
    forms: ['development', 'new construction', 'construction starts', 'groundbreaking', 'ground breaking'],
    related: ['pipeline', 'build', 'builds', 'broke ground', 'under construction', 'inventory growth'],
    topic: 'senior-housing',
  },
  {
    label: 'CCRC',
    forms: [
      'ccrc',
      'ccrcs',
      'continuing care retirement community',
      'continuing care retirement communities',
      'life plan community',
      'life plan communities',
    ],
    related: ['entrance fee', 'entry fee', 'lifecare', 'not-for-profit'],
    topic: 'senior-living',
  },
  {
    label: 'Entrance fee',
    forms: ['entrance fee', 'entrance fees', 'entry fee', 'entry fees', 'buy-in'],
    related: ['refundable', 'ccrc', 'life plan'],
    topic: 'senior-living',
  },
  {
    label: 'SNF',
    forms: [
      'snf',
      'snfs',
      'skilled nursing facility',
      'skilled nursing facilities',
      'skilled nursing',
      'nursing home',
      'nursing homes',
      'nursing facility',
      'nursing facilities',
    ],
    related: ['post-acute', 'long-term care', 'rehab', 'rehabilitation'],
    topic: 'healthcare',
  },
  {
    label: 'AL',
    forms: ['AL', 'assisted living', 'assisted-living', 'assisted living facility', 'assisted living community'],
    related: ['personal care', 'residential care'],
    topic: 'senior-living',
  },
  {
    label: 'MC',
    forms: ['MC', 'memory care', 'dementia care', 'memory-care'],
    related: ['dementia', 'alzheimer', "alzheimer's", 'cognitive'],
    topic: 'senior-living',
  },
  {
    label: 'IL',
    forms: ['IL', 'independent living', 'active adult', '55+', 'age-restricted'],
    related: ['retirement community', 'rental community'],
    topic: 'senior-housing',
  },
  {
    label: 'Dementia',
    forms: ['dementia', 'alzheimer', "alzheimer's", 'alzheimers', 'cognitive decline', 'cognitive impairment'],
    related: ['memory care', 'memory loss'],
    topic: 'healthcare',
  },
  {
    label: 'Home care',
    forms: ['home care', 'home health', 'home-based care', 'in-home care', 'home health care'],
    related: ['aging in place', 'caregiver visits'],
    topic: 'healthcare',
  },
  {
    label: 'Aging in place',
    forms: ['aging in place', 'age in place', 'ageing in place', 'stay at home', 'stay in their homes'],
    related: ['home modifications', 'home care', 'accessibility'],
    topic: 'community',
  },
  {
    label: 'CMS',
    forms: ['cms', 'centers for medicare & medicaid services', 'centers for medicare and medicaid services'],
    related: ['medicare', 'medicaid', 'federal rule', 'final rule', 'proposed rule'],
    topic: 'regulations',
  },
  {
    label: 'HUD',
    forms: ['hud', 'housing and urban development', 'department of housing and urban development'],
    related: ['section 202', 'section 8', 'fha', 'lean 232', 'affordable'],
    topic: 'regulations',
  },
  {
    label: 'HUD 232',
    forms: ['lean 232', 'section 232', 'hud 232'],
    related: ['hud', 'fha', 'mortgage insurance', 'refinancing'],
    topic: 'investment',
  },
  {
    label: 'Section 202',
    forms: ['section 202', 'supportive housing for the elderly'],
    related: ['hud', 'affordable', 'low-income'],
    topic: 'community',
  },
  {
    label: 'PACE',
    forms: [
      'PACE',
      'program of all-inclusive care for the elderly',
      'programs of all-inclusive care for the elderly',
      'all-inclusive care',
    ],
    related: ['dual eligible', 'medicaid', 'medicare', 'day center'],
    topic: 'healthcare',
  },
  {
    label: 'Medicaid waiver',
    forms: [
      'medicaid waiver',
      'medicaid waivers',
      'hcbs',
      'home and community-based services',
      'home and community based services',
      '1915(c)',
    ],
    related: ['medicaid', 'waiver', 'state funding', 'waitlist'],
    topic: 'regulations',
  },
  {
    label: 'Medicare Advantage',
    forms: ['medicare advantage', 'ma plan', 'ma plans', 'part c'],
    related: ['insurer', 'insurers', 'health plan', 'medicare'],
    topic: 'healthcare',
  },
  { label: 'Medicare', forms: ['medicare'], related: ['cms', 'reimbursement', 'payment'], topic: 'healthcare' },
  {
    label: 'Medicaid',
    forms: ['medicaid'],
    related: ['state budget', 'reimbursement', 'low-income', 'dual eligible'],
    topic: 'regulations',
  },
  {
    label: 'Reimbursement',
    forms: ['reimbursement', 'reimbursement rates', 'payment rates', 'pay rates'],
    related: ['medicare', 'medicaid', 'pdpm', 'rate increase', 'payment'],
    topic: 'regulations',
  },
  {
    label: 'PDPM',
    forms: ['pdpm', 'patient driven payment model', 'patient-driven payment model'],
    related: ['medicare', 'skilled nursing', 'reimbursement'],
    topic: 'regulations',
  },
  {
    label: 'PBJ',
    forms: ['pbj', 'payroll-based journal', 'payroll based journal'],
    related: ['staffing data', 'staffing hours', 'cms'],
    topic: 'regulations',
  },
  {
    label: 'Staffing mandate',
    forms: [
      'staffing mandate',
      'minimum staffing',
      'staffing rule',
      'staffing ratio',
      'staffing ratios',
      'minimum staffing standard',
    ],
    related: ['nurse staffing', 'hours per resident day', 'cms', 'nursing home'],
    topic: 'regulations',
  },
  {
    label: 'Workforce',
    forms: [
      'workforce',
      'staffing',
      'labor',
      'labour',
      'caregivers',
      'caregiver',
      'direct care workers',
      'employees',
      'hiring',
      'recruitment',
      'retention',
    ],
    related: ['wages', 'turnover', 'shortage', 'nurses', 'aides', 'cnas', 'training'],
    topic: 'senior-living',
  },
  {
    label: 'CNA',
    forms: ['cna', 'cnas', 'certified nursing assistant', 'certified nursing assistants', 'nurse aide', 'nurse aides'],
    related: ['caregivers', 'workforce', 'training'],
    topic: 'healthcare',
  },
  {
    label: 'ADLs',
    forms: ['adl', 'adls', 'activities of daily living'],
    related: ['bathing', 'dressing', 'personal care'],
    topic: 'healthcare',
  },
  {
    label: 'LIHTC',
    forms: ['lihtc', 'low-income housing tax credit', 'low income housing tax credit', 'housing tax credits'],
    related: ['affordable', 'low-income', 'tax credit'],
    topic: 'community',
  },
  {
    label: 'Affordable housing',
    forms: [
      'affordable housing',
      'affordable senior housing',
      'low-income housing',
      'low-income seniors',
      'subsidized housing',
      'middle market',
      'middle-market',
      'forgotten middle',
    ],
    related: ['affordability', 'rent burden', 'housing voucher', 'lihtc'],
    topic: 'community',
  },
  {
    label: 'Telehealth',
    forms: ['telehealth', 'telemedicine', 'virtual care', 'virtual visits', 'remote patient monitoring', 'rpm'],
    related: ['video visits', 'remote monitoring', 'digital health'],
    topic: 'technology',
  },
  {
    label: 'AI',
    forms: ['AI', 'artificial intelligence', 'machine learning', 'generative ai', 'predictive analytics'],
    related: ['algorithm', 'automation', 'software', 'data'],
    topic: 'technology',
  },
  {
    label: 'Fall detection',
    forms: ['fall detection', 'fall prevention', 'falls', 'fall risk'],
    related: ['sensors', 'wearables', 'radar', 'injury'],
    topic: 'technology',
  },
  {
    label: 'EHR',
    forms: ['ehr', 'ehrs', 'electronic health record', 'electronic health records', 'emr'],
    related: ['software', 'interoperability', 'documentation'],
    topic: 'technology',
  },
  {
    label: 'Wearables',
    forms: ['wearable', 'wearables', 'smartwatch', 'smartwatches', 'pendant', 'personal emergency response'],
    related: ['sensors', 'monitoring', 'fall detection'],
    topic: 'technology',
  },
  {
    label: 'Cybersecurity',
    forms: ['cybersecurity', 'cyberattack', 'ransomware', 'data breach', 'hack', 'hackers'],
    related: ['security', 'privacy', 'outage'],
    topic: 'technology',
  },
  {
    label: 'Social isolation',
    forms: ['social isolation', 'loneliness', 'isolated', 'lonely'],
    related: ['companionship', 'social connection', 'engagement'],
    topic: 'community',
  },
  {
    label: 'Volunteers',
    forms: ['volunteer', 'volunteers', 'volunteering'],
    related: ['community', 'intergenerational', 'nonprofit'],
    topic: 'community',
  },
  {
    label: 'Intergenerational',
    forms: ['intergenerational', 'multigenerational', 'students and seniors'],
    related: ['community', 'volunteers', 'young people'],
    topic: 'community',
  },
  {
    label: 'Hospice',
    forms: ['hospice', 'end-of-life care', 'end of life care', 'palliative care', 'palliative'],
    related: ['terminal illness', 'comfort care'],
    topic: 'healthcare',
  },
  {
    label: 'Infection control',
    forms: [
      'infection control',
      'infection prevention',
      'outbreak',
      'outbreaks',
      'covid-19',
      'covid',
      'influenza',
      'flu',
      'vaccination',
      'vaccine',
      'vaccines',
    ],
    related: ['respiratory', 'immunization'],
    topic: 'healthcare',
  },
  {
    label: 'Licensing',
    forms: [
      'licensing',
      'licensure',
      'license',
      'state regulators',
      'inspection',
      'inspections',
      'citation',
      'citations',
      'survey deficiencies',
    ],
    related: ['oversight', 'enforcement', 'fines'],
    topic: 'regulations',
  },
  {
    label: 'Legislation',
    forms: ['legislation', 'bill', 'bills', 'lawmakers', 'legislature', 'congress', 'senate', 'statute'],
    related: ['law', 'policy', 'vote'],
    topic: 'regulations',
  },
  {
    label: 'Litigation',
    forms: ['lawsuit', 'lawsuits', 'litigation', 'class action', 'sued', 'court', 'settlement'],
    related: ['plaintiffs', 'judge', 'verdict'],
    topic: 'regulations',
  },
  {
    label: 'Baby boomers',
    forms: ['baby boomers', 'boomers', 'silver tsunami', 'aging population'],
    related: ['demographics', 'older adults', 'demand'],
    topic: 'senior-living',
  },
  {
    label: 'Resident experience',
    forms: ['resident experience', 'resident satisfaction', 'quality of life', 'wellness', 'wellbeing', 'well-being'],
    related: ['dining', 'activities', 'programming', 'amenities'],
    topic: 'senior-living',
  },
  {
    label: 'Dining',
    forms: ['dining', 'food service', 'culinary', 'meals', 'nutrition', 'menu'],
    related: ['chef', 'restaurant'],
    topic: 'senior-living',
  },
  {
    label: 'Operator',
    forms: ['operator', 'operators', 'management company', 'property manager', 'management contract'],
    related: ['transition', 'portfolio', 'rebrand'],
    topic: 'senior-living',
  },
  {
    label: 'Bankruptcy',
    forms: ['bankruptcy', 'chapter 11', 'insolvency', 'default', 'distressed', 'receivership', 'foreclosure'],
    related: ['restructuring', 'creditors', 'lenders'],
    topic: 'investment',
  },
];

/** A concept the query names, with the form it used and the other forms it adds. */
export interface QueryExpansion {
  label: string;
  /** The words of the query that named the concept. */
  matched: string;
  /** Every form and related word the search adds (for full-text search). */
  added: string[];
  /** The other names of the concept only (for the embedding and the listing). */
  synonyms: string[];
  topic: Category;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Word boundaries that treat letters, digits and '&' as part of a word (so "m&a" is one token). */
function formPattern(form: string): RegExp {
  const flags = form === form.toUpperCase() && /[A-Z]/.test(form) ? 'u' : 'iu';
  return new RegExp(`(?<![\\p{L}\\p{N}&])${escapeRegExp(form)}(?![\\p{L}\\p{N}&])`, flags);
}

const PATTERNS = new Map(VOCABULARY.flatMap((concept) => concept.forms.map((form) => [form, formPattern(form)] as const)));

/** The concepts a query names, longest form first, each with the forms it adds to the search. */
export function expandQuery(query: string): QueryExpansion[] {
  const expansions: QueryExpansion[] = [];
  for (const concept of VOCABULARY) {
    const form = [...concept.forms].sort((a, b) => b.length - a.length).find((f) => PATTERNS.get(f)!.test(query));
    if (!form) continue;
    // As the query wrote it.
    const matched = PATTERNS.get(form)!.exec(query)![0];
    const lowerQuery = query.toLowerCase();
    const fresh = (forms: string[]) =>
      forms
        .map((form) => form.toLowerCase())
        .filter((form, index, all) => all.indexOf(form) === index && !lowerQuery.includes(form) && form.length > 2);
    const synonyms = fresh(concept.forms);
    const added = fresh([...concept.forms, ...(concept.related ?? [])]);
    expansions.push({ label: concept.label, matched, added, synonyms, topic: concept.topic });
  }
  return expansions;
}

/** Concepts whose label or a form begins with the typed text: the "ai" search suggestions. */
export function vocabularySuggestions(input: string, max = 1): string[] {
  const needle = input.trim().toLowerCase();
  if (needle.length < 3) return [];
  const found: string[] = [];
  for (const concept of VOCABULARY) {
    const form = concept.forms.find((f) => f.toLowerCase().startsWith(needle) && f.length > 3 && f.toLowerCase() !== needle);
    if (form && !found.includes(form.toLowerCase())) found.push(form.toLowerCase());
    if (found.length >= max) break;
  }
  return found;
}

/**
 * The query as the embedding model should read it: each concept the query names is followed by its
 * other names in brackets ("SNFs" → "SNFs (skilled nursing facility, nursing home)"), so a model that
 * never learnt the trade's abbreviations still places the query near the articles.
 */
export function spelledOutQuery(query: string, expansions: readonly QueryExpansion[], perConcept = 2): string {
  let text = query;
  for (const expansion of expansions) {
    // Spelled-out names only (the model knows words, not the trade's acronyms), no plural twins.
    const key = (form: string) => form.replace(/[^a-z]/g, '').replace(/s$/, '');
    const seen = new Set([key(expansion.matched.toLowerCase())]);
    const names: string[] = [];
    for (const form of expansion.synonyms) {
      if (names.length >= perConcept || !/\s/.test(form) || seen.has(key(form))) continue;
      seen.add(key(form));
      names.push(form);
    }
    if (names.length === 0) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}&])(${expansion.matched.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[a-z]*)`, 'iu');
    text = text.replace(pattern, `$1 (${names.join(', ')})`);
  }
  return text;
}
