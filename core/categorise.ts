import type { Category } from './categories';

/**
 * Putting a story in one of the seven categories with a weighted vocabulary of the trade. Each term
 * carries a weight: 3 for words that name the category on their own ("REIT", "lawsuit",
 * "ransomware", "hospice", "groundbreaking", "caregivers", "volunteers"), 2 for strong hints, 1 for
 * words that only lean one way ("residents", "state", "$40 million"). A story scores the weights
 * of the terms it contains, the title counting twice; the highest score wins, an earlier category
 * wins a tie, and a story with no term keeps its feed's default.
 *
 * Measured by `npm run bench:categorise` (224 labelled stories, tuned on one half, reported on the
 * other). Words that are also everyday verbs or nouns ("shares", "deals with", "building", "data")
 * are matched only in their trade sense.
 */
type Term = readonly [weight: number, pattern: string];

const VOCABULARY: Record<Category, readonly Term[]> = {
  investment: [
    [
      3,
      'reits?|acquir\\w*|acquisitions?|merg(er|ers|ing|ed)|buyouts?|private equity|refinanc\\w*|cap rates?|valuations?|ffo|noi|ebitda|earnings',
    ],
    [
      3,
      'equity (raise|program|commitment|partners?|investors?)|debt funds?|bridge loans?|notes offering|bonds?|price targets?|accretive',
    ],
    [3, 'strategic alternatives|investment bank|transaction volume|per-unit prices?|dispositions?|sale-leaseback'],
    [
      3,
      'welltower|ventas|healthpeak|omega healthcare|sabra|caretrust|ltc properties|national health investors|american healthcare reit',
    ],
    [3, 'harrison street|blue moon|kayne anderson|northstar healthcare|fannie mae|freddie mac|hud 232|family office'],
    [
      2,
      'loans?|lend(er|ers|ing)|financing|capital markets?|investors?|invest(ment|ments|ed|ing)?|portfolios?|stake|funds?(?! for)|fundraise',
    ],
    [
      2,
      'stocks?|shares? (price|prices|rose|fell|rally|rallied|jump\\w*)|share prices?|shareholders?|ipo|guidance|liquidat\\w*|deals?(?!\\s+with)',
    ],
    [2, 'banks?|sells?|sold|buys?|bought|closes on|pays?|paid|priced|pricing|revenue|profits?|margins?'],
    [1, '\\$[\\d.,]+ ?(million|billion|m|b)\\b|\\d+(\\.\\d+)? (million|billion)'],
  ],
  regulations: [
    [
      3,
      'regulat(ion|ions|ory|ors|ed|es)|legislat\\w*|lawmakers|legislators|rulemaking|final rule|proposed rule|rules?(?! of thumb)|bills?|laws?',
    ],
    [
      3,
      'cms|congress|senate|house committee|attorney general|inspector general|department of labor|federal trade commission|ftc|osha',
    ],
    [3, 'lawsuits?|sues|sued|class action|wrongful death|court|judges?|appeals|settle(s|d|ment|ments)|arbitration|elder abuse'],
    [
      3,
      'inspections?|cited|cites|citations?|fined?|fines|penalt(y|ies)|licens\\w*|compliance|mandates?|enforce\\w*|oversight|survey agency',
    ],
    [
      3,
      'disclosure rules?|ban(s|ned)?|requir(e|es|ed|ement|ements)|must|approved in budget|budget|waiver|overtime rule|noncompete',
    ],
    [3, 'standards'],
    [2, 'medicaid|hud|federal|policy|policies|audit|investigat\\w*|allege[sd]?|ratios|transparency|extends?|alleg\\w*'],
    [2, 'adopts?|passes|passed|consent|complain\\w*'],
    [1, 'state|states|medicare|advocates'],
  ],
  technology: [
    [4, 'technolog\\w*|tech'],
    [3, 'software|ai|ai-powered|artificial intelligence|generative ai|machine learning|predictive analytics|algorithms?'],
    [
      3,
      'sensors?|radar|devices?|wearables?|apps?|platforms?|robot\\w*|virtual reality|smart (home|speakers?|glasses)|voice assistants?',
    ],
    [
      3,
      'cyber\\w*|ransomware|data (breach(es)?|security|privacy|analytics)|wi-fi|internet|cloud(-based)?|digital|tablets?|kiosks?',
    ],
    [
      3,
      'touchscreen|chatbot|computer vision|startups?|accelerator|crm|electronic health records?|ehr|interoperab\\w*|barcode|5g|gps',
    ],
    [3, 'electronic|authentication'],
    [2, 'telehealth|remote (patient )?monitoring|online|video calls?|cameras|automat\\w*|dictate|headsets|vendor'],
    [2, 'attacks|sync\\w*|hands-free|voice'],
  ],
  healthcare: [
    [
      3,
      'skilled nursing|nursing homes?|snfs?|post-acute|hospitals?|health systems?|hospice|home health|physicians?|doctors?|nurse practitioners?',
    ],
    [
      3,
      'clinical|clinicians?|patients?|pharmac\\w*|vaccin\\w*|infections?|outbreaks?|antibiotics?|sepsis|dialysis|wounds?|pressure injur\\w*',
    ],
    [
      3,
      'rehab\\w*|readmissions?|emergency (room|rooms|department|departments)|medicare advantage|palliative|psychiatric|behavioral health',
    ],
    [
      3,
      'pneumonia|cardiac|covid|flu|norovirus|respiratory|ventilator|primary care|care navigators|kidney|geriatric|post-acute care',
    ],
    [2, 'therapy|medicare|medications?|treatment|diagnos\\w*|health officials|illness|nurses'],
  ],
  'senior-housing': [
    [
      3,
      'senior housing|seniors housing|independent living|active adult|ccrcs?|life plan communit(y|ies)|age-restricted|55 and (older|over)',
    ],
    [
      3,
      'developers?|development|construction|groundbreaking|breaks? ground|broke ground|ground broken|tops? out|topped out|rezoning',
    ],
    [
      3,
      'architects?|architectur\\w*|modular|master-planned|cottages|entrance-fee|entrance fee|absorption|inventory|supply|starts',
    ],
    [
      2,
      'units?|apartments?|campus(es)?|occupancy|pipeline|rents?|towers?|design|waitlists?|projects?|phase|buildings?(?! a)|opens?|retirement communit(y|ies)',
    ],
  ],
  'senior-living': [
    [
      3,
      'caregivers?|caregiving|workforce|turnover|staffing|wages?|recruit\\w*|hiring|hires?|executive directors?|burnout|agency staffing',
    ],
    [2, 'dining'],
    [
      3,
      'menus?|culinary|chefs?|wellness|fitness|move-ins?|respite|rebrand\\w*|chief executive|ceo|names new|appoints|leadership',
    ],
    [1, 'operators?'],
    [2, 'assisted living|memory care|staff|employees|training|sales|marketing|dementia|programs?|falls|rates|fees|culture'],
    [2, 'mentorship|scheduling|schedules|overtime|chaplains|spiritual|president|company|companies'],
    [1, 'senior living|residents?|care'],
  ],
  community: [
    [
      3,
      'volunteer\\w*|celebrat\\w*|birthday|honou?r(s|ed|ing)?|awards?|charit\\w*|charity|donat\\w*|fundrais\\w*|intergenerational',
    ],
    [
      3,
      'preschoolers|children|students|grandchildren|grandparents|scouts?|troop|kids|knit\\w*|choir|concert|parade|theater|musical',
    ],
    [
      3,
      'art class|paint(ing|ings)?|library|libraries|book club|pen pals?|food (drive|drives|bank|banks|pantry|pantries)|meals on wheels',
    ],
    [
      3,
      'holiday meals|loneliness|lonely|isolated|isolation|memory cafe|aging[\\s-]in[\\s-]place|village network|veterans|museum|exhibit',
    ],
    [3, 'car show|animal shelter|trees|arbor day|luncheon|memoir|life stories|golf tournament|pancake breakfast|fire department'],
    [
      2,
      'neighbors|neighborhood|nonprofit|local|families|family|events?|garden\\w*|homebound|older adults|senior center|stay in their homes',
    ],
  ],
};

/** One regular expression per term, matched on whole words, case-insensitive. */
const COMPILED: readonly { category: Category; weight: number; pattern: RegExp }[] = Object.entries(VOCABULARY).flatMap(
  ([category, terms]) =>
    terms.map(([weight, source]) => ({
      category: category as Category,
      weight,
      // Whole words: "said" holds no "ai", "reunites" no "unit". A "$" term starts with a symbol.
      pattern: new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, 'gi'),
    })),
);

/** Category order settles ties: money and rules are the stronger signals for this readership. */
const TIE_ORDER: readonly Category[] = [
  'investment',
  'regulations',
  'technology',
  'healthcare',
  'senior-housing',
  'senior-living',
  'community',
];

function scores(text: string): Map<Category, number> {
  const result = new Map<Category, number>();
  for (const { category, weight, pattern } of COMPILED) {
    const hits = text.match(pattern)?.length ?? 0;
    if (hits > 0) result.set(category, (result.get(category) ?? 0) + hits * weight);
  }
  return result;
}

/** The category a reader would agree with, from the title (weighted twice) and summary. */
export function categorise(title: string, summary: string, feedDefault: Category | null): Category {
  const fromTitle = scores(title);
  const fromSummary = scores(summary);
  let best: { category: Category; score: number } | null = null;
  for (const category of TIE_ORDER) {
    const score = 2 * (fromTitle.get(category) ?? 0) + (fromSummary.get(category) ?? 0);
    if (score > 0 && (!best || score > best.score)) best = { category, score };
  }
  return best?.category ?? feedDefault ?? 'senior-living';
}
