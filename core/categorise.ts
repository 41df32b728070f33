import type { Category } from './categories';

/**
 * Keyword rules that put a story in one of the seven categories, checked in order of specificity:
 * money and regulation words are strong signals whatever the feed; technology next; then the care
 * settings. A story that matches nothing keeps its feed's default category. Words that are also
 * everyday verbs or nouns ("shares", "deals with", "building", "data", "funds") are matched only in
 * their trade sense, so a resident who shares a story is not investment news.
 */
interface Rule {
  category: Category;
  pattern: RegExp;
}

const RULES: readonly Rule[] = [
  {
    category: 'investment',
    pattern:
      /\b(reits?|acquir\w*|acquisitions?|merg\w*|invest\w*|financ\w*|loans?|lend\w*|capital|portfolio|transactions?|deals?(?!\s+with)|cap rates?|valuations?|earnings|revenue|stocks?|share prices?|shareholders?|ipo|private equity|funding|(investment|pension|debt) funds?|sells?|sold|buys?|bought|welltower|ventas|healthpeak|omega healthcare|sabra|caretrust|ltc properties|national health investors)\b/i,
  },
  {
    category: 'regulations',
    pattern:
      /\b(regulat\w*|cms|medicaid|medicare|legislat\w*|laws?|bills?|rules?|rulemaking|compliance|licens\w*|inspections?|citations?|senate|congress|lawmakers|policy|policies|mandates?|hud|osha|staffing minimum|state survey|attorney general|lawsuits?|sues|sued|court)\b/i,
  },
  {
    category: 'technology',
    pattern:
      /\b(technolog\w*|tech|software|artificial intelligence|ai|digital|apps?|platforms?|sensors?|telehealth|remote monitoring|robot\w*|cybersecurity|data (breach(es)?|security|privacy|analytics)|smart home|devices?|ehr|electronic health records?|startups?|innovation)\b/i,
  },
  {
    category: 'healthcare',
    pattern:
      /\b(skilled nursing|nursing homes?|snfs?|hospitals?|health systems?|hospice|home health|physicians?|clinical|patients?|pharmac\w*|post-acute|rehab\w*|covid|vaccin\w*|infection)\b/i,
  },
  {
    category: 'senior-housing',
    pattern:
      /\b(senior housing|seniors housing|independent living|active adult|ccrcs?|life plan communit\w*|age-restricted|affordable senior|occupancy|development|construction|groundbreaking|breaks? ground|broke ground|units?|campus|developer|project)\b/i,
  },
  {
    category: 'senior-living',
    pattern:
      /\b(senior living|assisted living|memory care|residents?|operators?|caregiv\w*|dementia|alzheimer\w*|wellness|dining|resident experience)\b/i,
  },
  {
    category: 'community',
    pattern:
      /\b(communit(y|ies)|volunteer\w*|families|family|events?|celebrat\w*|awards?|honou?r\w*|charit\w*|donat\w*|fundrais\w*|food (banks?|drives?|pantr(y|ies))|nonprofit|aging[\s-]in[\s-]place|loneliness|isolation)\b/i,
  },
];

/** The category a reader would agree with, from the title (weighted twice) and summary. */
export function categorise(title: string, summary: string, feedDefault: Category | null): Category {
  let best: { category: Category; score: number } | null = null;
  for (const rule of RULES) {
    const global = new RegExp(rule.pattern.source, 'gi');
    const score = 2 * (title.match(global)?.length ?? 0) + (summary.match(global)?.length ?? 0);
    // Earlier rules win ties: they are the more specific signals.
    if (score > 0 && (!best || score > best.score)) best = { category: rule.category, score };
  }
  return best?.category ?? feedDefault ?? 'senior-living';
}
