/**
 * Whether two reports from different outlets tell the same story when their titles are reworded
 * ("Brookdale sells 12 communities to Ventas for $300 million" / "Ventas acquires dozen Brookdale
 * properties in $300M deal"), without merging different stories whose titles look alike ("Welltower
 * reports third-quarter results" / "Ventas reports third-quarter results").
 *
 * Each report becomes a bag of words: numbers and amounts in one spelling ("$300M", "$300 million"
 * → 300m; "dozen" → 12; "third-quarter", "Q3" → q3), light stemming, synonyms of the trade's verbs,
 * and names (words capitalised mid-sentence, or in a title that is not in Title Case) and numbers
 * weighing three times a common word. Two reports are the same story when each title is covered by
 * the other report (title and summary) to at least COVERAGE_THRESHOLD of its weight, and nothing
 * vetoes it: different numbers in both titles, a name or place in each title that the other report
 * never mentions, or opposite actions by the same company (sells / buys, proposes / finalises, …).
 * Tuned on the tuning half of bench:dedupe; the held-out half is what it reports.
 */

/** Share of a title's weight the other report must contain. */
export const COVERAGE_THRESHOLD = 0.4;
const NAME_WEIGHT = 3;
const NUMBER_WEIGHT = 3;

const STOPWORDS = new Set(
  'a an the and or but of in on at to for from by with as is are was were be been being its it this that these those their his her he she they we you our after before over under into about than then new says said will would can could may might has have had do does did not no up out per more most also amid while who which what when where how all any each other some such via near'.split(
    ' ',
  ),
);

/** Capitalised nouns of the trade that name no one: REIT, SNF, CEO … */
const TRADE_ACRONYMS = new Set(
  'reit reits snf snfs ccrc ccrcs ffo affo noi ebitda ceo cfo coo cmo ai ipo rn rns cna cnas hr esg pct q1 q2 q3 q4'.split(' '),
);

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  dozen: '12',
  thirteen: '13',
  fifteen: '15',
  twenty: '20',
};

/** Verbs and nouns that outlets use for the same thing. */
const SYNONYMS: Record<string, string> = {
  acquire: 'buy',
  purchase: 'buy',
  bought: 'buy',
  sold: 'sell',
  ceo: 'chiefexecutive',
  debut: 'open',
  unveil: 'open',
  launche: 'launch',
  property: 'community',
  facility: 'community',
  hike: 'increase',
  rise: 'increase',
  climb: 'increase',
  boost: 'raise',
  lift: 'raise',
  outlook: 'guidance',
  halt: 'block',
  vacate: 'block',
  taps: 'name',
  appoint: 'name',
  mandate: 'rule',
  requirement: 'rule',
};

/** Actions that cannot both describe one event by the same actor. */
const OPPOSITES: readonly [RegExp, RegExp][] = [
  [
    /\b(sells?|sold|selling|exits?|hands? off|divests?|drops?|loses?)\b/i,
    /\b(buys?|bought|acquir\w*|adds?|takes? (over|on)|wins?|purchases?)\b/i,
  ],
  [/\b(propos\w*)\b/i, /\b(finali[sz]\w*|final)\b/i],
  [/\b(opens?|opening|launch\w*)\b/i, /\b(clos(es|ed|ing)|shut\w*)\b/i],
  [/\b(pass(es|ed)?|approv\w*)\b/i, /\b(fails?|failed|stall\w*|rejects?|vetoe?s?)\b/i],
  [/\b(blocks?|halts?|vacat\w*|strikes? down)\b/i, /\b(uphold\w*|upheld)\b/i],
  [/\b(ris(e|es|ing)|climbs?|up|gains?|increases?)\b/i, /\b(falls?|fell|drops?|down|declines?|decreases?)\b/i],
  [/\b(ceo|chief executive)\b/i, /\b(cfo|chief financial|coo|chief operating|chief medical|cmo|president)\b/i],
];

/** The verbs headlines are built around: rewording swaps them freely, so they prove nothing. */
const HEADLINE_VERBS = new Set(
  'report increase raise fall drop gain grow hit reach top post say announce complete close plan name open launch add expand approve pass require allow take get make move seek urge win buy sell finaliz propos set see face cut start begin break secure land sign strike team partner join hire manage explore weigh consider file receive award hand tap become rebrand exit transition convert restrict pric price mark help bring coming come go install'
    .split(' ')
    .map((w) => stem(w)),
);

const QUARTERS: Record<string, string> = { first: 'q1', second: 'q2', third: 'q3', fourth: 'q4' };

/** One spelling for amounts, quarters and number words, before the text is split into words. */
function canonicalNumbers(text: string): string {
  return text
    .replace(
      /\$?(\d+(?:\.\d+)?)\s?(million|billion|m|b|k)\b/gi,
      (_m, n: string, unit: string) => ` ${n}${unit[0]!.toLowerCase()} `,
    )
    .replace(/\$(\d{1,3}),000\b/g, ' $1k ')
    .replace(/\b(first|second|third|fourth)[-\s]quarter\b/gi, (_m, q: string) => ` ${QUARTERS[q.toLowerCase()]} `)
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/%/g, ' pct');
}

function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  const number = NUMBER_WORDS[w];
  if (number) return number;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return SYNONYMS[w] ?? SYNONYMS[`${w}e`] ?? w;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}.'’-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

function words(text: string): string[] {
  return (canonicalNumbers(text).match(WORD) ?? []).flatMap((w) => w.split(/-(?=\p{L})/u));
}

/** Words written with a capital where a sentence-case writer would not: names and places. */
function names(title: string, summary: string): Set<string> {
  const found = new Set<string>();
  const collect = (text: string) => {
    for (const sentence of text.split(/(?<=[.!?:])\s+/)) {
      const tokens = words(sentence);
      tokens.forEach((token, index) => {
        const lower = token.toLowerCase();
        if (index > 0 && /^\p{Lu}/u.test(token) && !STOPWORDS.has(lower) && !TRADE_ACRONYMS.has(lower)) found.add(stem(lower));
      });
    }
  };
  collect(summary);
  // A Title Case headline capitalises every word; its capitals say nothing about names. One word of
  // four letters or more in lower case shows a sentence-case headline.
  const titleCase = words(title).every((w) => w.length < 4 || STOPWORDS.has(w.toLowerCase()) || !/^\p{Ll}/u.test(w));
  if (!titleCase) collect(title);
  return found;
}

interface Bag {
  /** Stemmed words with their weight. */
  weights: Map<string, number>;
  numbers: Set<string>;
  names: Set<string>;
}

/** The stemmed words of a text, stopwords left out, each once, in order. */
function tokens(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of words(text)) {
    const lower = raw.toLowerCase();
    if (!STOPWORDS.has(lower)) seen.add(stem(lower));
  }
  return [...seen];
}

function bag(tokenList: readonly string[], nameSet: Set<string>): Bag {
  const weights = new Map<string, number>();
  const numbers = new Set<string>();
  const bagNames = new Set<string>();
  for (const token of tokenList) {
    const isNumber = /^\d/.test(token);
    if (isNumber) numbers.add(token);
    if (nameSet.has(token)) bagNames.add(token);
    weights.set(token, isNumber ? NUMBER_WEIGHT : nameSet.has(token) ? NAME_WEIGHT : 1);
  }
  return { weights, numbers, names: bagNames };
}

function coverage(title: Bag, other: Bag): number {
  let total = 0;
  let covered = 0;
  for (const [token, weight] of title.weights) {
    total += weight;
    if (other.weights.has(token)) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

export interface StoryText {
  title: string;
  summary: string;
}

interface Analysed {
  lead: string | null;
  title: Bag;
  all: Bag;
  firstName: string | null;
  raw: string;
}

/**
 * Everything about one report that does not depend on the report it is compared with, worked out
 * once per report (a batch compares each report with many).
 */
export interface StoryProfile {
  raw: string;
  names: Set<string>;
  lead: string | null;
  titleTokens: string[];
  allTokens: string[];
  allSet: Set<string>;
  /** The title's words in order, stemmed, stopwords kept (to find the first name). */
  titleStems: string[];
}

export function profileStory(story: StoryText): StoryProfile {
  const allTokens = tokens(`${story.title}. ${story.summary}`);
  return {
    raw: story.title,
    names: names(story.title, story.summary),
    lead: leadWord(story.title),
    titleTokens: tokens(story.title),
    allTokens,
    allSet: new Set(allTokens),
    titleStems: words(story.title).map((w) => stem(w.toLowerCase())),
  };
}

function analyse(profile: StoryProfile, nameSet: Set<string>): Analysed {
  return {
    lead: profile.lead,
    title: bag(profile.titleTokens, nameSet),
    all: bag(profile.allTokens, nameSet),
    firstName: profile.titleStems.find((w) => nameSet.has(w)) ?? null,
    raw: profile.raw,
  };
}

/** Opposite actions in the two titles by the same first-named actor. */
function oppositeActions(a: Analysed, b: Analysed): boolean {
  for (const [one, other] of OPPOSITES) {
    const crossed =
      (one.test(a.raw) && other.test(b.raw) && !other.test(a.raw)) || (other.test(a.raw) && one.test(b.raw) && !one.test(a.raw));
    if (!crossed) continue;
    // "Brookdale sells … to Ventas" and "Ventas acquires … Brookdale": one deal seen from both sides.
    if (a.firstName === null || b.firstName === null || a.firstName === b.firstName) return true;
  }
  return false;
}

/** Words that open many headlines without naming anyone: "Senior living …", "Judge blocks …". */
const COMMON_LEADS = new Set(
  'senior seniors assisted memory independent skilled nursing active new state states federal resident operator developer caregiver survey study report judge court lawmakers senate house hospital hospice home health care community housing living life plan industry national regional local nonprofit agency provider providers investor lender city county'
    .split(' ')
    .map((w) => stem(w)),
);

/** The first word of a headline, stemmed, when it is capitalised and names someone or somewhere. */
function leadWord(title: string): string | null {
  const first = words(title)[0];
  if (!first || !/^\p{Lu}/u.test(first)) return null;
  const lower = first.toLowerCase();
  if (STOPWORDS.has(lower) || TRADE_ACRONYMS.has(lower) || COMMON_LEADS.has(stem(lower))) return null;
  return stem(lower);
}

/**
 * Names or numbers in each title that the other report never mentions. A headline's first word
 * counts here too: "Virginia passes …" and "Maryland passes …" are two states' laws.
 */
function conflicting(a: Analysed, b: Analysed): boolean {
  const missing = (items: Set<string>, other: Bag) => [...items].filter((x) => !other.weights.has(x));
  const numbersA = missing(a.title.numbers, b.all);
  const numbersB = missing(b.title.numbers, a.all);
  if (
    a.title.numbers.size > 0 &&
    b.title.numbers.size > 0 &&
    numbersA.length === a.title.numbers.size &&
    numbersB.length === b.title.numbers.size
  )
    return true;
  const withLead = (side: Analysed) => new Set([...side.title.names, ...(side.lead ? [side.lead] : [])]);
  if (missing(withLead(a), b.all).length > 0 && missing(withLead(b), a.all).length > 0) return true;
  return sameTemplateOtherDetails(a, b);
}

/**
 * "Oregon requires air conditioning in long-term care facilities" / "Oregon requires backup
 * generators in long-term care facilities": titles built on one template, each with a detail (not
 * a headline verb) that the other report never mentions, are two stories.
 */
function sameTemplateOtherDetails(a: Analysed, b: Analysed): boolean {
  const tokensA = [...a.title.weights.keys()];
  const tokensB = [...b.title.weights.keys()];
  // In order: a reworded headline moves its words around, a template keeps them in place (most of
  // its words in the same order, or the same first three words before the details).
  const ordered = commonSubsequence(tokensA, tokensB) / Math.min(tokensA.length, tokensB.length) >= 0.7;
  const prefix = tokensA.slice(0, 3).length === 3 && tokensA.slice(0, 3).every((t, i) => tokensB[i] === t);
  if (!ordered && !prefix) return false;
  const details = (tokens: string[], other: Bag) => tokens.filter((t) => !other.weights.has(t) && !HEADLINE_VERBS.has(t));
  return details(tokensA, b.all).length > 0 && details(tokensB, a.all).length > 0;
}

/** Length of the longest common subsequence of two token lists. */
function commonSubsequence(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const token of a) {
    const current = [0];
    for (let j = 0; j < b.length; j++) current.push(token === b[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, current[j]!));
    previous = current;
  }
  return previous[b.length]!;
}

export interface StoryComparison {
  /** The smaller of the two titles' coverage by the other report. */
  coverage: number;
  /** Why the two can not be one story, if anything says so. */
  veto: 'no names' | 'opposite actions' | 'conflicting names or numbers' | null;
}

/** The evidence `sameStory` decides on (also printed by bench:dedupe --tuning). */
export function compareStories(a: StoryText, b: StoryText): StoryComparison {
  return compareProfiles(profileStory(a), profileStory(b));
}

export function compareProfiles(a: StoryProfile, b: StoryProfile): StoryComparison {
  const nameSet = new Set([...a.names, ...b.names]);
  // A headline's first word is capitalised whatever it is; it counts as a name when both reports
  // use it (the subject they share, "Ventas …" / "… Ventas").
  if (a.lead && b.allSet.has(a.lead)) nameSet.add(a.lead);
  if (b.lead && a.allSet.has(b.lead)) nameSet.add(b.lead);
  const left = analyse(a, nameSet);
  const right = analyse(b, nameSet);
  const value = Math.min(coverage(left.title, right.all), coverage(right.title, left.all));
  const veto =
    left.all.names.size + right.all.names.size === 0
      ? 'no names'
      : oppositeActions(left, right)
        ? 'opposite actions'
        : conflicting(left, right)
          ? 'conflicting names or numbers'
          : null;
  return { coverage: value, veto };
}

/**
 * True when something shows two reports with look-alike titles to be two stories: different
 * numbers or names, opposite actions, or one headline template with other details.
 */
export function distinctStories(a: StoryText | StoryProfile, b: StoryText | StoryProfile): boolean {
  const veto = compareProfiles(asProfile(a), asProfile(b)).veto;
  return veto !== null && veto !== 'no names';
}

const asProfile = (story: StoryText | StoryProfile): StoryProfile => ('allSet' in story ? story : profileStory(story));

/** True when two reports tell the same story (see the module comment). */
export function sameStory(a: StoryText | StoryProfile, b: StoryText | StoryProfile): boolean {
  const { coverage: value, veto } = compareProfiles(asProfile(a), asProfile(b));
  return veto === null && value >= COVERAGE_THRESHOLD;
}

/** Names and numbers of a report: what candidates for the same story are looked up by. */
export function storyAnchors(story: StoryText | StoryProfile): string[] {
  const profile = asProfile(story);
  const nameSet = new Set(profile.names);
  if (profile.lead) nameSet.add(profile.lead);
  const all = bag(profile.allTokens, nameSet);
  // The title's longer words too: a retelling may share no name ("Construction pipeline hits …").
  const titleWords = profile.titleTokens.filter((w) => w.length >= 5 && !HEADLINE_VERBS.has(w));
  return [...new Set([...all.names, ...all.numbers, ...titleWords])];
}
