/**
 * Search suggestions: for typed text longer than 2 characters, at most 6 — up to 2 recent
 * searches, up to 3 categories, then words from the headlines of the whole 30-day window (the
 * server's term list; the headlines on screen when it cannot be reached) — without repeats. An
 * empty, focused field offers 4 of the 6 default trending phrases.
 */
import { categoryLabel, FILTER_CATEGORIES, ALL_CATEGORIES } from './categories';

export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 6;
export const MAX_RECENT_SEARCHES = 5;
const RECENT_SHOWN = 2;
const CATEGORIES_SHOWN = 3;
const WORDS_SHOWN = 3;

/** The default trending phrases (6; 4 shown under an empty field). */
export const TRENDING_PHRASES = [
  'senior housing occupancy',
  'assisted living',
  'memory care',
  'REIT acquisitions',
  'skilled nursing',
  'CMS staffing rule',
] as const;
export const TRENDING_PHRASES_SHOWN = 4;
/** Terms the server sends for one prefix. */
export const MAX_TERMS = 8;

export type SuggestionType = 'recent' | 'category' | 'ai' | 'trending';

export interface Suggestion {
  text: string;
  type: SuggestionType;
  /** For category suggestions: the filter value to apply. */
  category?: string;
}

/** What an empty, focused field offers: the first 4 trending phrases. */
export function trendingSuggestions(): Suggestion[] {
  return TRENDING_PHRASES.slice(0, TRENDING_PHRASES_SHOWN).map((text) => ({ text, type: 'trending' }));
}

/**
 * `terms`: words from the window's headlines that start with the input (the server's list), or the
 * headlines themselves; either way only words starting with the input are offered.
 */
export function buildSuggestions(input: string, recent: readonly string[], terms: readonly string[]): Suggestion[] {
  const needle = input.trim().toLowerCase();
  if (needle.length < SUGGESTION_MIN_CHARS) return [];
  const seen = new Set<string>();
  const result: Suggestion[] = [];
  const add = (suggestion: Suggestion) => {
    const key = suggestion.text.toLowerCase();
    if (seen.has(key) || result.length >= MAX_SUGGESTIONS) return false;
    seen.add(key);
    result.push(suggestion);
    return true;
  };

  recent
    .filter((r) => r.toLowerCase().includes(needle))
    .slice(0, RECENT_SHOWN)
    .forEach((text) => add({ text, type: 'recent' }));

  FILTER_CATEGORIES.filter((c) => c !== ALL_CATEGORIES && (c.includes(needle) || categoryLabel(c).toLowerCase().includes(needle)))
    .slice(0, CATEGORIES_SHOWN)
    .forEach((category) => add({ text: categoryLabel(category), type: 'category', category }));

  let words = 0;
  for (const term of terms) {
    for (const word of term.split(/[^\p{L}\p{N}'’-]+/u)) {
      if (words >= WORDS_SHOWN) break;
      if (word.length >= SUGGESTION_MIN_CHARS && word.toLowerCase().startsWith(needle) && add({ text: word, type: 'trending' }))
        words++;
    }
  }
  return result;
}

const TERM_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Words of the headlines that start with the prefix (case-insensitive), most frequent first, each
 * in its most common spelling: the server's term list for suggestions.
 */
export function matchingTerms(headlines: readonly string[], prefix: string, limit = MAX_TERMS): string[] {
  const needle = prefix.trim().toLowerCase();
  if (needle.length < SUGGESTION_MIN_CHARS) return [];
  const counts = new Map<string, { n: number; spellings: Map<string, number> }>();
  for (const headline of headlines) {
    for (const word of headline.match(TERM_WORD) ?? []) {
      const key = word.toLowerCase();
      if (!key.startsWith(needle)) continue;
      const entry = counts.get(key) ?? { n: 0, spellings: new Map() };
      entry.n++;
      entry.spellings.set(word, (entry.spellings.get(word) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y.n - x.n || a.localeCompare(b))
    .slice(0, limit)
    .map(([, entry]) => [...entry.spellings].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]![0]);
}

/** The recent-search list after a new search: newest first, no repeats, at most 5. */
export function rememberSearch(recent: readonly string[], search: string): string[] {
  const text = search.trim();
  if (!text) return [...recent];
  return [text, ...recent.filter((r) => r.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
}
