/**
 * Search suggestions: for typed text longer than 2 characters, at most 6 — up to 2 recent
 * searches, up to 3 categories, then words from the loaded headlines — without repeats.
 */
import { categoryLabel, FILTER_CATEGORIES, ALL_CATEGORIES } from './categories';

export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 6;
export const MAX_RECENT_SEARCHES = 5;
const RECENT_SHOWN = 2;
const CATEGORIES_SHOWN = 3;
const WORDS_SHOWN = 3;

export type SuggestionType = 'recent' | 'category' | 'ai' | 'trending';

export interface Suggestion {
  text: string;
  type: SuggestionType;
  /** For category suggestions: the filter value to apply. */
  category?: string;
}

export function buildSuggestions(input: string, recent: readonly string[], headlines: readonly string[]): Suggestion[] {
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
  for (const headline of headlines) {
    for (const word of headline.split(/[^\p{L}\p{N}'’-]+/u)) {
      if (words >= WORDS_SHOWN) break;
      if (word.length >= SUGGESTION_MIN_CHARS && word.toLowerCase().startsWith(needle) && add({ text: word, type: 'trending' }))
        words++;
    }
  }
  return result;
}

/** The recent-search list after a new search: newest first, no repeats, at most 5. */
export function rememberSearch(recent: readonly string[], search: string): string[] {
  const text = search.trim();
  if (!text) return [...recent];
  return [text, ...recent.filter((r) => r.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
}
