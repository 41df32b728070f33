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
  /**
   * Everyday words a reader may use for the concept without naming it ("tumbling" for falls,
   * "prefab" for modular construction). They recognise the concept but are not added to the search
   * nor listed: they are too loose to find articles by, yet say what the reader means.
   */
  plain?: string[];
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
    plain: ['property trust', 'property trusts', 'healthcare landlord', 'healthcare landlords', 'listed landlord'],
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
    plain: ['valuation', 'valuations', 'yields', 'property values', 'asset prices', 'prices'],
    topic: 'investment',
  },
  {
    label: 'M&A',
    forms: ['m&a', 'mergers and acquisitions', 'merger', 'mergers', 'acquisition', 'acquisitions', 'takeover', 'buyout'],
    related: ['acquire', 'acquires', 'acquired', 'deal', 'portfolio sale', 'transaction'],
    plain: [
      'deal',
      'deals',
      'dealmaking',
      'purchase',
      'purchases',
      'purchasers',
      'buyers',
      'buyer',
      'sells',
      'sold',
      'consolidation',
      'buys',
    ],
    topic: 'investment',
  },
  {
    label: 'Earnings',
    forms: ['earnings', 'quarterly results', 'quarterly report', 'earnings call'],
    related: ['revenue', 'profit', 'guidance', 'quarter', 'results'],
    plain: [
      'profit',
      'profits',
      'profit forecast',
      'forecast',
      'outlook',
      'projections',
      'estimates',
      'beats',
      'quarterly numbers',
    ],
    topic: 'investment',
  },
  {
    label: 'Financing',
    forms: ['financing', 'refinancing', 'bridge loan', 'construction loan', 'debt'],
    related: ['lender', 'lenders', 'loan', 'loans', 'credit facility', 'capital'],
    plain: ['borrowing', 'lending', 'lend', 'mortgage', 'mortgages', 'credit'],
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
    plain: ['vacancies', 'vacant', 'empty units', 'empty apartments', 'filled', 'full'],
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
    plain: ['building', 'constructing', 'construction', 'built', 'new supply', 'new projects', 'breaking ground'],
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
    plain: [
      'upfront fee',
      'upfront fees',
      'upfront payment',
      'lump sum',
      'lump-sum',
      'life care contract',
      'life care contracts',
      'buy-in agreements',
    ],
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
    plain: ['care homes', 'care home', 'rest home', 'rest homes', 'convalescent home', 'convalescent homes'],
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
    plain: [
      'over 55',
      'over-55',
      '55 and older',
      'age-qualified',
      'healthy retirees',
      'active retirees',
      'active seniors',
      'lifestyle community',
      'lifestyle communities',
    ],
    topic: 'senior-housing',
  },
  {
    label: 'Dementia',
    forms: ['dementia', 'alzheimer', "alzheimer's", 'alzheimers', 'cognitive decline', 'cognitive impairment'],
    related: ['memory care', 'memory loss'],
    plain: [
      'forgetful',
      'forgetfulness',
      'memory illness',
      'memory problems',
      'memory decline',
      'senile',
      'senility',
      'brain disease',
      'confusion',
    ],
    topic: 'healthcare',
  },
  {
    label: 'Home care',
    forms: ['home care', 'home health', 'home-based care', 'in-home care', 'home health care'],
    related: ['aging in place', 'caregiver visits'],
    plain: ['homebound', 'housebound', 'home-bound', 'shut-in', 'shut-ins', 'care at home'],
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
    plain: [
      'backlog',
      'backlogs',
      'waiting list',
      'waiting lists',
      'wait list',
      'waitlist',
      'waitlists',
      'in-home services',
      'home services',
    ],
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
    plain: [
      'pay bump',
      'pay increase',
      'payment increase',
      'payment bump',
      'rate bump',
      'bump',
      'raise in payments',
      'higher payments',
      'federal payments',
      'payment update',
    ],
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
    plain: [
      'ratio',
      'ratios',
      'ratio mandate',
      'staff ratio',
      'staff ratios',
      'staff-to-resident',
      'nurse ratio',
      'nurse ratios',
      'staffing requirement',
      'staffing requirements',
      'staffing rules',
    ],
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
    plain: ['staff', 'staffers', 'workers', 'aides', 'understaffed', 'short-staffed', 'personnel'],
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
    plain: [
      'needy',
      'poor',
      'poorer',
      'low income',
      'modest means',
      'limited means',
      'fixed income',
      'fixed incomes',
      'subsidised',
      'subsidized',
      'public housing',
      'housing assistance',
      'cheap',
      'cheaper',
      'middle-income',
    ],
    topic: 'community',
  },
  {
    label: 'Telehealth',
    forms: ['telehealth', 'telemedicine', 'virtual care', 'virtual visits', 'remote patient monitoring', 'rpm'],
    related: ['video visits', 'remote monitoring', 'digital health'],
    plain: ['video doctor', 'doctor by video', 'online doctor', 'remote visits', 'remote care', 'video calls'],
    topic: 'technology',
  },
  {
    label: 'AI',
    forms: ['AI', 'artificial intelligence', 'machine learning', 'generative ai', 'predictive analytics'],
    related: ['algorithm', 'automation', 'software', 'data'],
    plain: ['smart software', 'algorithms', 'chatbot', 'chatbots'],
    topic: 'technology',
  },
  {
    label: 'Fall detection',
    forms: ['fall detection', 'fall prevention', 'falls', 'fall risk'],
    related: ['sensors', 'wearables', 'radar', 'injury'],
    plain: [
      'tumble',
      'tumbles',
      'tumbling',
      'tumbled',
      'slip',
      'slips',
      'slipping',
      'falling',
      'fell',
      'fall',
      'hip fracture',
      'hip fractures',
    ],
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
    plain: [
      'cyber',
      'extortion',
      'cyber extortion',
      'hacked',
      'hacking',
      'malware',
      'phishing',
      'breach',
      'breaches',
      'cyber attack',
      'attackers',
    ],
    topic: 'technology',
  },
  {
    label: 'Social isolation',
    forms: ['social isolation', 'loneliness', 'isolated', 'lonely'],
    related: ['companionship', 'social connection', 'engagement'],
    plain: ['solitude', 'alone', 'lonesome', 'isolation', 'cut off', 'friendless', 'no visitors'],
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
    plain: [
      'toddlers',
      'toddler',
      'children',
      'kids',
      'preschool',
      'preschoolers',
      'daycare',
      'day care',
      'child care',
      'childcare',
      'youngsters',
      'young and old',
      'students',
      'college students',
      'undergraduates',
      'university students',
      'teens',
      'teenagers',
      'generations',
    ],
    topic: 'community',
  },
  {
    label: 'Hospice',
    forms: ['hospice', 'end-of-life care', 'end of life care', 'palliative care', 'palliative'],
    related: ['terminal illness', 'comfort care'],
    plain: ['dying', 'end of life', 'terminal', 'final days', 'terminally ill'],
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
    plain: [
      'voids',
      'void',
      'vacates',
      'vacated',
      'struck down',
      'strikes down',
      'overturns',
      'overturned',
      'ruling',
      'rules against',
      'injunction',
      'blocked',
      'blocks',
      'sues',
      'suing',
      'suit',
      'judge',
      'judges',
    ],
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
    plain: ['happiness', 'contentment', 'enjoyment', 'fulfilling'],
    topic: 'senior-living',
  },
  {
    label: 'Dining',
    forms: ['dining', 'food service', 'culinary', 'meals', 'nutrition', 'menu'],
    related: ['chef', 'restaurant'],
    plain: [
      'food',
      'cuisine',
      'cooking',
      'kitchen',
      'kitchens',
      'chefs',
      'dinner',
      'dinners',
      'lunch',
      'lunches',
      'breakfast',
      'menus',
      'eating',
      'gastronomy',
    ],
    topic: 'senior-living',
  },
  {
    label: 'Operator',
    forms: ['operator', 'operators', 'management company', 'property manager', 'management contract'],
    related: ['transition', 'portfolio', 'rebrand'],
    plain: ['provider', 'providers', 'chain', 'chains', 'big provider', 'large provider', 'operating company'],
    topic: 'senior-living',
  },
  {
    label: 'Bankruptcy',
    forms: ['bankruptcy', 'chapter 11', 'insolvency', 'default', 'distressed', 'receivership', 'foreclosure'],
    related: ['restructuring', 'creditors', 'lenders'],
    plain: [
      'insolvent',
      'bankrupt',
      'goes under',
      'went under',
      'going under',
      'collapse',
      'collapses',
      'collapsed',
      'financial distress',
      'defaults',
      'defaulted',
      'failing',
      'fails',
    ],
    topic: 'investment',
  },
  // Everyday words for the trade's topics: readers describe a story in their own words ("prefab",
  // "tumbling", "sleeping on the streets"), the trade press in its terms.
  {
    label: 'Interest rates',
    forms: ['interest rates', 'interest rate', 'rate cut', 'rate cuts', 'federal reserve'],
    plain: ['fed', 'borrowing costs', 'cost of borrowing', 'cost of capital', 'rate hike', 'rate hikes', 'cheaper money'],
    related: ['monetary policy', 'treasury yields', 'financing'],
    topic: 'investment',
  },
  {
    label: 'Bonds',
    forms: ['bond', 'bonds', 'municipal bonds', 'bond issue', 'bond offering', 'tax-exempt bonds', 'bond financing'],
    plain: ['muni', 'munis', 'debt offering', 'debt sale', 'notes offering'],
    related: ['issuance', 'bondholders', 'tax-exempt'],
    topic: 'investment',
  },
  {
    label: 'Equity raise',
    forms: ['equity offering', 'stock offering', 'share offering', 'capital raise', 'equity raise'],
    plain: [
      'sold shares',
      'sells shares',
      'issue shares',
      'raise funds',
      'raises funds',
      'raise money',
      'raises money',
      'raised money',
      'fundraising',
      'fund raising',
    ],
    related: ['equity', 'shares', 'capital', 'proceeds'],
    topic: 'investment',
  },
  {
    label: 'Private equity',
    forms: ['private equity', 'investment fund', 'investment firm', 'fund'],
    plain: ['buyout firm', 'money managers', 'institutional money', 'wall street'],
    related: ['investors', 'institutional investor', 'joint venture'],
    topic: 'investment',
  },
  {
    label: 'Stock',
    forms: ['stock', 'stocks', 'shares', 'share price', 'stock price'],
    plain: ['stock market', 'rally', 'rallies', 'plunge', 'plunges', 'market value', 'shareholders'],
    related: ['investors', 'analysts'],
    topic: 'investment',
  },
  {
    label: 'Leases',
    forms: ['master lease', 'lease', 'leases', 'rent coverage', 'triple-net', 'triple net'],
    plain: ['tenant', 'tenants', 'landlord', 'landlords', 'rent payments', 'rent checks'],
    related: ['rent', 'operator'],
    topic: 'investment',
  },
  {
    label: 'Modular construction',
    forms: ['modular construction', 'modular', 'prefabricated', 'off-site construction', 'offsite construction'],
    plain: ['prefab', 'factory-built', 'factory built', 'panelized', 'kit homes', 'assembled on site'],
    related: ['construction timeline', 'construction costs', 'factory'],
    topic: 'senior-housing',
  },
  {
    label: 'Adaptive reuse',
    forms: ['adaptive reuse', 'conversion', 'conversions', 'repurposing', 'repurposed', 'redevelopment'],
    plain: [
      'makeover',
      'makeovers',
      'converting',
      'converted',
      'turned into',
      'transformed',
      'hotel',
      'hotels',
      'motel',
      'motels',
      'office building',
      'office buildings',
      'vacant mall',
      'former school',
    ],
    related: ['renovation', 'former hotel', 'redeveloped'],
    topic: 'senior-housing',
  },
  {
    label: 'Property age',
    forms: ['newer properties', 'older properties', 'newer communities', 'older communities', 'vintage', 'new construction'],
    plain: [
      'new buildings',
      'newer buildings',
      'recently built',
      'recently constructed',
      'newly built',
      'newly constructed',
      'dated',
      'outdated',
      'older buildings',
      'aging buildings',
      'aging properties',
      'obsolete',
    ],
    related: ['newer', 'older', 'renovation', 'repositioning', 'competition'],
    topic: 'senior-housing',
  },
  {
    label: 'Renovation',
    forms: ['renovation', 'renovations', 'repositioning', 'capital expenditures', 'capex', 'remodel', 'remodeling'],
    plain: [
      'facelift',
      'upgrade',
      'upgrades',
      'modernize',
      'modernise',
      'refresh',
      'refurbish',
      'refurbished',
      'overhaul',
      'overhauls',
    ],
    related: ['redesign', 'refreshed', 'updated'],
    topic: 'senior-housing',
  },
  {
    label: 'Rural',
    forms: ['rural', 'rural areas', 'rural communities', 'small towns', 'small town', 'small-town'],
    plain: [
      'countryside',
      'country',
      'remote areas',
      'farm towns',
      'farming communities',
      'outside cities',
      'non-metro',
      'nonmetro',
      'heartland',
      'backcountry',
    ],
    related: ['underserved', 'access'],
    topic: 'community',
  },
  {
    label: 'Luxury',
    forms: ['luxury', 'high-end', 'upscale', 'premium', 'affluent'],
    plain: ['wealthy', 'rich', 'well-off', 'well-heeled', 'high net worth', 'posh', 'fancy', 'exclusive'],
    related: ['amenities', 'entrance fee'],
    topic: 'senior-living',
  },
  {
    label: 'Homelessness',
    forms: ['homelessness', 'homeless', 'unhoused'],
    plain: [
      'sleeping on the streets',
      'living on the streets',
      'on the streets',
      'sleeping rough',
      'living in cars',
      'living in their cars',
      'without housing',
      'without a home',
      'shelters',
      'shelter',
      'no place to live',
    ],
    related: ['housing insecurity', 'eviction', 'evictions'],
    topic: 'community',
  },
  {
    label: 'Rents and fees',
    forms: ['rent increases', 'rate increases', 'monthly fees', 'monthly fee', 'rent growth'],
    plain: ['price hikes', 'price hike', 'fees rise', 'more expensive', 'costlier', 'pricier', 'cost of care'],
    related: ['rate growth', 'affordability', 'pricing', 'revpor'],
    topic: 'senior-living',
  },
  {
    label: 'Turnover',
    forms: ['turnover', 'staff turnover', 'employee turnover', 'retention', 'staff retention', 'employee retention'],
    plain: [
      'quit',
      'quits',
      'quitting',
      'resign',
      'resigning',
      'resignations',
      'churn',
      'leaving their jobs',
      'stay longer',
      'keep staff',
      'keeping staff',
    ],
    related: ['wages', 'scheduling', 'workforce', 'employees'],
    topic: 'senior-living',
  },
  {
    label: 'Wages',
    forms: ['wages', 'wage', 'wage increases', 'pay raises', 'compensation', 'minimum wage', 'hourly pay'],
    plain: ['raises', 'pay', 'paychecks', 'salaries', 'salary', 'bonuses', 'higher pay', 'better pay'],
    related: ['benefits', 'hourly'],
    topic: 'senior-living',
  },
  {
    label: 'Scheduling',
    forms: ['scheduling', 'consistent scheduling', 'predictable schedules', 'shift scheduling', 'consistent assignment'],
    plain: ['steady shifts', 'shifts', 'shift', 'schedule', 'schedules', 'rotas', 'rota'],
    related: ['workforce', 'overtime'],
    topic: 'senior-living',
  },
  {
    label: 'Life enrichment',
    forms: ['art therapy', 'music therapy', 'life enrichment', 'engagement programs', 'activity programs', 'enrichment'],
    plain: [
      'painting',
      'paint',
      'singing',
      'sing',
      'choir',
      'music',
      'art',
      'arts',
      'crafts',
      'dance',
      'dancing',
      'gardening',
      'games',
      'hobbies',
      'entertainment',
    ],
    related: ['therapeutic', 'programming', 'engagement', 'creative'],
    topic: 'senior-living',
  },
  {
    label: 'Respite care',
    forms: ['respite care', 'respite', 'short-term stay', 'short-term stays', 'short stays', 'adult day', 'adult day care'],
    plain: [
      'temporary stay',
      'temporary stays',
      'temporary visits',
      'temporary care',
      'caregiver relief',
      'caregiver burnout',
      'a break for caregivers',
      'break for families',
    ],
    related: ['family caregivers', 'caregiver support'],
    topic: 'senior-living',
  },
  {
    label: 'Family caregivers',
    forms: ['family caregivers', 'family caregiver', 'caregiving families', 'unpaid caregivers'],
    plain: ['relatives', 'family members', 'adult children', 'loved ones', 'daughters', 'spouses'],
    related: ['caregiver support', 'respite', 'caregiver burden'],
    topic: 'community',
  },
  {
    label: 'Primary care',
    forms: ['primary care', 'physician services', 'onsite clinic', 'on-site clinic', 'house calls', 'physician practice'],
    plain: [
      'doctor',
      'doctors',
      'gp',
      'gps',
      'physician',
      'physicians',
      'family doctor',
      'family doctors',
      'clinic',
      'clinics',
      'seeing patients',
      'medical visits',
    ],
    related: ['on-site care', 'care coordination', 'value-based care', 'medical group'],
    topic: 'healthcare',
  },
  {
    label: 'Transportation',
    forms: ['transportation', 'transit', 'paratransit', 'rides', 'ride-sharing', 'rideshare'],
    plain: [
      'car',
      'cars',
      'without cars',
      'driving',
      'drivers',
      'buses',
      'bus',
      'van',
      'vans',
      'shuttle',
      'shuttles',
      'get around',
      'getting around',
      'ferry',
      'ferries',
      'ferrying',
      'lifts',
    ],
    related: ['mobility', 'medical appointments', 'rides to appointments'],
    topic: 'community',
  },
  {
    label: 'Autonomous vehicles',
    forms: ['autonomous vehicles', 'autonomous vehicle', 'autonomous shuttle', 'driverless', 'self-driving'],
    plain: ['robotaxi', 'robotaxis', 'robot car', 'robot cars', 'no driver', 'robotic vehicles'],
    related: ['shuttle', 'pilot'],
    topic: 'technology',
  },
  {
    label: 'Robots',
    forms: ['robot', 'robots', 'robotics', 'robotic', 'delivery robots'],
    plain: ['automated', 'automatic', 'machines', 'droid', 'droids', 'couriers', 'courier', 'drones', 'drone'],
    related: ['automation', 'delivery'],
    topic: 'technology',
  },
  {
    label: 'Companion technology',
    forms: [
      'companion robot',
      'companion robots',
      'social robot',
      'social robots',
      'ai companion',
      'ai companions',
      'virtual companion',
      'voice assistant',
      'voice assistants',
      'smart speaker',
      'smart speakers',
    ],
    plain: ['pals', 'pal', 'buddy', 'buddies', 'digital friend', 'digital friends', 'talking device', 'robot friend'],
    related: ['companionship', 'conversation', 'loneliness'],
    topic: 'technology',
  },
  {
    label: 'Phone outreach',
    forms: ['phone calls', 'telephone reassurance', 'check-in calls', 'friendly calls', 'call program'],
    plain: ['telephone', 'phone', 'phones', 'calling', 'calls', 'hotline', 'chat line', 'ring'],
    related: ['check-ins', 'friendly visitor', 'volunteers'],
    topic: 'community',
  },
  {
    label: 'Home sharing',
    forms: ['home sharing', 'homeshare', 'home-sharing', 'intergenerational housing', 'shared housing'],
    plain: [
      'roommate',
      'roommates',
      'lodger',
      'lodgers',
      'rent-free',
      'free rent',
      'no charge',
      'bunk',
      'bunks',
      'live with',
      'living with',
      'spare room',
      'spare rooms',
    ],
    related: ['intergenerational', 'students', 'companionship'],
    topic: 'community',
  },
  {
    label: 'Home modifications',
    forms: ['home modifications', 'home modification', 'home repairs', 'home repair', 'accessibility upgrades'],
    plain: [
      'modifications',
      'modification',
      'repairs',
      'retrofit',
      'retrofits',
      'grab bars',
      'ramps',
      'ramp',
      'stair lift',
      'stairlift',
      'stairlifts',
      'fix up',
      'fixing up',
      'dwellings',
      'houses',
    ],
    related: ['aging in place', 'homeowners', 'accessibility', 'safety'],
    topic: 'community',
  },
  {
    label: 'Hospital visits',
    forms: [
      'emergency department',
      'emergency departments',
      'emergency room',
      'emergency rooms',
      'hospitalization',
      'hospitalizations',
      'readmission',
      'readmissions',
    ],
    plain: ['er', 'ers', 'ambulance', 'ambulances', '911 calls', 'hospital', 'hospitals', 'injuries', 'injury', 'injured'],
    related: ['hospital visits', 'acute care', 'emergency visits'],
    topic: 'healthcare',
  },
  {
    label: 'Sensors',
    forms: ['sensors', 'sensor', 'radar', 'motion sensors', 'ambient sensors', 'remote monitoring', 'passive monitoring'],
    plain: [
      'detectors',
      'detector',
      'motion detectors',
      'non-wearable',
      'contactless',
      'camera-free',
      'no cameras',
      'without cameras',
      'non-visual',
      'invisible',
      'lidar',
    ],
    related: ['monitoring', 'fall detection', 'privacy'],
    topic: 'technology',
  },
  {
    label: 'Hearing',
    forms: ['hearing loss', 'hearing aids', 'hearing aid', 'hearing'],
    plain: [
      'deaf',
      'deafness',
      'hard of hearing',
      'amplification',
      'amplifiers',
      'sound amplifiers',
      'ears',
      'listening devices',
      'audiology',
      'audiologist',
    ],
    related: ['cognitive decline', 'dementia risk'],
    topic: 'healthcare',
  },
  {
    label: 'Diagnosis',
    forms: [
      'blood test',
      'blood tests',
      'diagnostic test',
      'diagnostic',
      'diagnosis',
      'screening',
      'biomarker',
      'biomarkers',
      'early detection',
    ],
    plain: [
      'assay',
      'assays',
      'lab test',
      'lab tests',
      'laboratory test',
      'detect early',
      'spot early',
      'catch early',
      'early warning',
      'diagnose',
      'diagnosed',
    ],
    related: ['amyloid', 'test', 'detect'],
    topic: 'healthcare',
  },
  {
    label: 'Antipsychotics',
    forms: [
      'antipsychotics',
      'antipsychotic',
      'antipsychotic medications',
      'psychotropic',
      'psychotropics',
      'chemical restraints',
      'chemical restraint',
    ],
    plain: [
      'sedating',
      'sedatives',
      'sedative',
      'sedation',
      'tranquilizers',
      'tranquillisers',
      'calming drugs',
      'sleeping pills',
      'drugging',
      'overmedication',
      'overmedicating',
    ],
    related: ['unnecessary medications', 'gradual dose reduction', 'dementia'],
    topic: 'healthcare',
  },
  {
    label: 'Registered nurses',
    forms: ['RN', 'RNs', 'registered nurse', 'registered nurses', 'nurse staffing', 'nursing staff', 'licensed nurses'],
    related: ['nurses', 'staffing levels'],
    topic: 'healthcare',
  },
  {
    label: 'Weekend staffing',
    forms: ['weekend staffing', 'weekend', 'weekends'],
    plain: ['saturday', 'saturdays', 'sunday', 'sundays'],
    related: ['weekend shifts', 'staffing levels'],
    topic: 'regulations',
  },
  {
    label: 'Penalties',
    forms: ['fines', 'civil money penalties', 'civil monetary penalties', 'cmp', 'cmps', 'penalties', 'penalty', 'sanctions'],
    plain: [
      'money sanctions',
      'fined',
      'punished',
      'punishment',
      'financial penalties',
      'monetary penalties',
      'enforcement actions',
    ],
    related: ['enforcement', 'citations', 'deficiencies'],
    topic: 'regulations',
  },
  {
    label: 'Federal funding',
    forms: ['federal funding', 'appropriations', 'appropriation', 'grant', 'grants', 'funding bill', 'spending bill'],
    plain: [
      'federal dollars',
      'government money',
      'public money',
      'public funds',
      'taxpayer dollars',
      'taxpayer money',
      'budget request',
      'federal budget',
    ],
    related: ['congress', 'budget', 'funding'],
    topic: 'regulations',
  },
  {
    label: 'Elder abuse',
    forms: ['elder abuse', 'abuse', 'neglect', 'exploitation', 'financial exploitation', 'scams', 'scam', 'fraud'],
    plain: ['mistreatment', 'mistreated', 'swindle', 'swindled', 'con artists', 'scammers', 'ripped off', 'neglected', 'abused'],
    related: ['adult protective services', 'ombudsman'],
    topic: 'community',
  },
  {
    label: 'Disasters',
    forms: [
      'emergency preparedness',
      'disaster',
      'disasters',
      'hurricane',
      'hurricanes',
      'wildfire',
      'wildfires',
      'heat wave',
      'extreme heat',
      'evacuation',
      'power outage',
    ],
    plain: [
      'storm',
      'storms',
      'flood',
      'floods',
      'flooding',
      'fires',
      'blackout',
      'blackouts',
      'heatwave',
      'hot weather',
      'evacuate',
      'evacuated',
      'generators',
    ],
    related: ['emergency plans', 'air conditioning'],
    topic: 'regulations',
  },
  {
    label: 'Mental health',
    forms: ['mental health', 'depression', 'anxiety', 'behavioral health', 'behavioural health'],
    plain: ['sad', 'sadness', 'mood', 'stress', 'suicide', 'psychiatric', 'emotional'],
    related: ['counseling', 'therapy'],
    topic: 'healthcare',
  },
  {
    label: 'Exercise',
    forms: ['exercise', 'fitness', 'physical activity', 'strength training', 'balance training'],
    plain: ['workout', 'workouts', 'gym', 'yoga', 'tai chi', 'walking'],
    related: ['mobility', 'wellness'],
    topic: 'healthcare',
  },
  {
    label: 'Immigration',
    forms: [
      'immigration',
      'immigrants',
      'immigrant workers',
      'visa',
      'visas',
      'international recruitment',
      'foreign-born workers',
    ],
    plain: ['overseas nurses', 'foreign nurses', 'foreign workers', 'migrants', 'green cards', 'work permits'],
    related: ['workforce', 'recruitment'],
    topic: 'senior-living',
  },
  {
    label: 'Unions',
    forms: ['union', 'unions', 'unionize', 'unionized', 'collective bargaining', 'strike', 'strikes'],
    plain: ['labor organizing', 'walkout', 'walkouts', 'picket', 'picketing'],
    related: ['contract', 'workers'],
    topic: 'senior-living',
  },
  {
    label: 'Veterans',
    forms: ['veterans', 'veterans affairs', 'veteran'],
    plain: ['military', 'former soldiers', 'servicemembers', 'ex-servicemen'],
    related: ['va'],
    topic: 'community',
  },
  {
    label: 'LGBTQ',
    forms: ['lgbtq', 'lgbt', 'lgbtq+'],
    plain: ['gay', 'lesbian', 'transgender', 'queer', 'same-sex'],
    related: ['inclusive', 'inclusion'],
    topic: 'community',
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

/**
 * The pattern of a word that recognises a concept (a form or an everyday word for it), compiled on
 * first use: compiling all of them up front cost 850 ms of a phone's main thread (Lighthouse's 4x
 * CPU slowdown) in every module that imports this file, the home page's included.
 */
const PATTERNS = new Map<string, RegExp>();
function patternOf(form: string): RegExp {
  let pattern = PATTERNS.get(form);
  if (!pattern) {
    pattern = formPattern(form);
    PATTERNS.set(form, pattern);
  }
  return pattern;
}

/** The concepts a query names, longest form first, each with the forms it adds to the search. */
export function expandQuery(query: string): QueryExpansion[] {
  const expansions: QueryExpansion[] = [];
  const lowerQuery = query.toLowerCase();
  for (const concept of VOCABULARY) {
    // The substring test first: it rules out nearly every form at a fraction of a regular expression's cost.
    // A name of the concept before an everyday word for it ("HCBS backlog" is named by "HCBS"),
    // the longest first within each.
    const named = (forms: readonly string[]) =>
      forms
        .filter((f) => lowerQuery.includes(f.toLowerCase()))
        .sort((a, b) => b.length - a.length)
        .find((f) => patternOf(f).test(query));
    const form = named(concept.forms) ?? named(concept.plain ?? []);
    if (!form) continue;
    // As the query wrote it.
    const matched = patternOf(form).exec(query)![0];
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
