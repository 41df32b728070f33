import { describe, it, expect } from 'vitest';
import {
  matchingTerms,
  TRENDING_PHRASES,
  trendingSuggestions,
  MAX_RECENT_SEARCHES,
  MAX_SUGGESTIONS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
  buildSuggestions,
  rememberSearch,
  type Suggestion,
} from './suggestions';

const texts = (suggestions: readonly Suggestion[]) => suggestions.map((s) => s.text);
const types = (suggestions: readonly Suggestion[]) => suggestions.map((s) => s.type);

describe('constants', () => {
  it('match the spec', () => {
    expect(SUGGESTION_MIN_CHARS).toBe(3);
    expect(SUGGESTION_DEBOUNCE_MS).toBe(300);
    expect(MAX_SUGGESTIONS).toBe(6);
    expect(MAX_RECENT_SEARCHES).toBe(5);
  });
});

describe('buildSuggestions', () => {
  const recent = ['REIT deals', 'reit earnings', 'REIT valuations'];
  const headlines = ['REIT buys campus', 'Senior REITs rally'];

  it.each([
    ['empty', ''],
    ['1 character', 'r'],
    ['2 characters', 're'],
    ['2 characters padded with spaces', '  re  '],
    ['only spaces', '      '],
  ])('%s → no suggestions', (_label, input) => {
    expect(buildSuggestions(input, recent, headlines)).toEqual([]);
  });

  it('3 characters are enough', () => {
    expect(buildSuggestions('rei', recent, headlines)).toEqual([
      { text: 'REIT deals', type: 'recent' },
      { text: 'reit earnings', type: 'recent' },
      { text: 'REIT', type: 'trending' },
      { text: 'REITs', type: 'trending' },
    ]);
  });

  it('trims and ignores case in the typed text', () => {
    expect(buildSuggestions('  REI  ', recent, headlines)).toEqual(buildSuggestions('rei', recent, headlines));
  });

  it('shows at most 2 recent searches, in their stored order, matching anywhere in the text', () => {
    const result = buildSuggestions('deal', ['big deals', 'Deal flow', 'dealmakers', 'no match'], []);
    expect(result).toEqual([
      { text: 'big deals', type: 'recent' },
      { text: 'Deal flow', type: 'recent' },
    ]);
  });

  it('suggests categories by value or label, with the filter value', () => {
    expect(buildSuggestions('senior', [], [])).toEqual([
      { text: 'Senior Living', type: 'category', category: 'senior-living' },
      { text: 'Senior Housing', type: 'category', category: 'senior-housing' },
    ]);
    expect(buildSuggestions('senior-h', [], [])).toEqual([
      { text: 'Senior Housing', type: 'category', category: 'senior-housing' },
    ]);
    expect(buildSuggestions('regul', [], [])).toEqual([{ text: 'Regulations', type: 'category', category: 'regulations' }]);
  });

  it.each([
    ['the hidden healthcare category', 'health'],
    ['the "all" filter', 'all news'],
  ])('never suggests %s', (_label, input) => {
    expect(buildSuggestions(input, [], [])).toEqual([]);
  });

  it('suggests at most 3 headline words that start with the text, in headline order', () => {
    const result = buildSuggestions(
      'inv',
      [],
      ['Investors eye campus', 'Inventory of beds; investing in staff', 'Invoices pile up'],
    );
    expect(result).toEqual([
      { text: 'Investment', type: 'category', category: 'investment' },
      { text: 'Investors', type: 'trending' },
      { text: 'Inventory', type: 'trending' },
      { text: 'investing', type: 'trending' },
    ]);
  });

  it('only suggests words that start with the text, not words that contain it', () => {
    expect(buildSuggestions('eit', [], ['REIT deal'])).toEqual([]);
  });

  it('keeps hyphens and apostrophes inside words and drops other punctuation', () => {
    expect(texts(buildSuggestions('mar', [], ['Market-rate units: "marquee" deal, market’s mood']))).toEqual([
      'Market-rate',
      'marquee',
      'market’s',
    ]);
  });

  it('orders recent searches, then categories, then words', () => {
    const result = buildSuggestions('senior', ['senior care trends'], ['Seniors move in']);
    expect(result).toEqual([
      { text: 'senior care trends', type: 'recent' },
      { text: 'Senior Living', type: 'category', category: 'senior-living' },
      { text: 'Senior Housing', type: 'category', category: 'senior-housing' },
      { text: 'Seniors', type: 'trending' },
    ]);
  });

  it('stops at 6: 2 recent + 2 categories + only the first 2 of 3 matching words', () => {
    const result = buildSuggestions(
      'senior',
      ['senior care trends', 'senior REIT deals', 'senior tech'],
      ['Seniorly raises funds', 'Senior-led boards', 'Seniority rules'],
    );
    expect(result).toHaveLength(6);
    expect(texts(result)).toEqual([
      'senior care trends',
      'senior REIT deals',
      'Senior Living',
      'Senior Housing',
      'Seniorly',
      'Senior-led',
    ]);
    expect(types(result)).toEqual(['recent', 'recent', 'category', 'category', 'trending', 'trending']);
  });

  it('removes repeats across groups, ignoring case, keeping the first one', () => {
    // The recent search "Investment" hides the category of the same name and the headline word.
    const result = buildSuggestions('invest', ['Investment'], ['INVESTMENT news', 'investment gains', 'Investors return']);
    expect(result).toEqual([
      { text: 'Investment', type: 'recent' },
      { text: 'Investors', type: 'trending' },
    ]);
  });

  it('removes repeated headline words and still fills 3 word places', () => {
    const result = buildSuggestions('rei', [], ['REIT REITs reit', 'REIT Reiterates', 'Reinvest reign']);
    expect(texts(result)).toEqual(['REIT', 'REITs', 'Reiterates']);
    expect(types(result)).toEqual(['trending', 'trending', 'trending']);
  });

  it('returns no category or word suggestions when nothing matches', () => {
    expect(buildSuggestions('zzz', ['abc'], ['Nothing here'])).toEqual([]);
  });
});

describe('rememberSearch', () => {
  it('puts the new search first', () => {
    expect(rememberSearch(['b', 'c'], 'a')).toEqual(['a', 'b', 'c']);
  });

  it('starts a list from nothing', () => {
    expect(rememberSearch([], 'REIT')).toEqual(['REIT']);
  });

  it('keeps the 5 newest', () => {
    expect(rememberSearch(['e', 'd', 'c', 'b', 'a'], 'f')).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('moves a repeat to the front instead of adding it twice, ignoring case, with the new casing', () => {
    expect(rememberSearch(['reit', 'stock', 'Market', 'merger', 'earnings'], 'MARKET')).toEqual([
      'MARKET',
      'reit',
      'stock',
      'merger',
      'earnings',
    ]);
  });

  it('a repeat of the newest entry leaves the length unchanged', () => {
    expect(rememberSearch(['reit', 'stock'], 'Reit')).toEqual(['Reit', 'stock']);
  });

  it('trims the search before storing and comparing', () => {
    expect(rememberSearch(['reit', 'stock'], '  Stock  ')).toEqual(['Stock', 'reit']);
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
  ])('ignores a blank search (%s), returning a copy', (_label, search) => {
    const recent = ['reit', 'stock'];
    const result = rememberSearch(recent, search);
    expect(result).toEqual(['reit', 'stock']);
    expect(result).not.toBe(recent);
  });

  it('does not modify the list it is given', () => {
    const recent = ['e', 'd', 'c', 'b', 'a'];
    rememberSearch(recent, 'f');
    expect(recent).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('after many searches holds the 5 newest without case-insensitive repeats', () => {
    const searches = ['reit', 'stock', 'REIT', 'market', 'merger', 'Stock', 'earnings', 'acquisition', 'Merger'];
    const result = searches.reduce<string[]>((list, search) => rememberSearch(list, search), []);
    expect(result).toEqual(['Merger', 'acquisition', 'earnings', 'Stock', 'market']);
    expect(new Set(result.map((s) => s.toLowerCase())).size).toBe(result.length);
  });
});

describe('trending phrases and the window’s terms', () => {
  it('offer 4 of the 6 default trending phrases', () => {
    expect(TRENDING_PHRASES).toHaveLength(6);
    expect(trendingSuggestions()).toEqual(TRENDING_PHRASES.slice(0, 4).map((text) => ({ text, type: 'trending' })));
  });

  it('list the words of the window’s headlines that start with the prefix, most frequent first, in their usual spelling', () => {
    const headlines = ['Welltower buys campus', 'welltower sells', 'Welltower and Wellness', 'A well-run REIT'];
    expect(matchingTerms(headlines, 'WELL')).toEqual(['Welltower', 'well-run', 'Wellness']);
    expect(matchingTerms(headlines, 'we')).toEqual([]);
    expect(matchingTerms(headlines, 'wel', 1)).toEqual(['Welltower']);
  });
});
