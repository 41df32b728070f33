import { describe, it, expect } from 'vitest';
import { highlightSegments, type TextSegment } from './highlight';

const joined = (segments: readonly TextSegment[]) => segments.map((s) => s.text).join('');
const marked = (segments: readonly TextSegment[]) => segments.filter((s) => s.match).map((s) => s.text);

describe('highlightSegments', () => {
  it('splits around every match, case-insensitively, keeping the original casing', () => {
    expect(highlightSegments('Senior REIT beats reit peers', 'Reit')).toEqual([
      { text: 'Senior ', match: false },
      { text: 'REIT', match: true },
      { text: ' beats ', match: false },
      { text: 'reit', match: true },
      { text: ' peers', match: false },
    ]);
  });

  it('marks a match at the start and at the end without empty segments', () => {
    expect(highlightSegments('Market to market', 'MARKET')).toEqual([
      { text: 'Market', match: true },
      { text: ' to ', match: false },
      { text: 'market', match: true },
    ]);
  });

  it('marks a match inside a word', () => {
    expect(highlightSegments('REITs', 'reit')).toEqual([
      { text: 'REIT', match: true },
      { text: 's', match: false },
    ]);
  });

  it('marks adjacent matches separately', () => {
    expect(highlightSegments('aaaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'aa', match: true },
    ]);
  });

  it('marks the whole text when the query equals it', () => {
    expect(highlightSegments('Senior Living', 'senior living')).toEqual([{ text: 'Senior Living', match: true }]);
  });

  it('trims the query', () => {
    expect(highlightSegments('New REIT fund', '  reit  ')).toEqual([
      { text: 'New ', match: false },
      { text: 'REIT', match: true },
      { text: ' fund', match: false },
    ]);
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['tab and newline', '\t\n'],
  ])('a blank query (%s) gives one unmatched segment', (_label, query) => {
    expect(highlightSegments('Senior Living (REIT)', query)).toEqual([{ text: 'Senior Living (REIT)', match: false }]);
  });

  it('no match gives one unmatched segment', () => {
    expect(highlightSegments('Senior Living', 'housing')).toEqual([{ text: 'Senior Living', match: false }]);
  });

  it('a query longer than the text gives one unmatched segment', () => {
    expect(highlightSegments('REIT', 'REIT deals')).toEqual([{ text: 'REIT', match: false }]);
  });

  it('empty text gives no segments for a real query and one empty segment for a blank one', () => {
    expect(highlightSegments('', 'reit')).toEqual([]);
    expect(highlightSegments('', '')).toEqual([{ text: '', match: false }]);
  });

  describe('regular-expression characters in the query are literal', () => {
    it.each([
      ['dot', 'Up 5.5% in Q3', '5.5', ['5.5']],
      ['dot does not match any character', 'Up 515 units', '5.5', []],
      ['lone dot', 'a.b abc', '.', ['.']],
      ['star', 'Rated 5* by residents', '5*', ['5*']],
      ['star does not repeat', 'Rated 555 times', '5*', []],
      ['plus', 'C++ and C', 'c++', ['C++']],
      ['question mark', 'Why? Why not', 'why?', ['Why?']],
      ['question mark does not make optional', 'Wh and Why', 'why?', []],
      ['parentheses', 'Price (USD) rose', '(usd)', ['(USD)']],
      ['square brackets', 'Note [1] and 1', '[1]', ['[1]']],
      ['braces', 'Value {x} or xx', '{x}', ['{x}']],
      ['caret', 'a^b and ab', 'a^b', ['a^b']],
      ['dollar', 'Costs $5 or 5', '$5', ['$5']],
      ['pipe', 'A|B and A and B', 'a|b', ['A|B']],
      ['backslash', 'C:\\Data and C:Data', 'c:\\data', ['C:\\Data']],
      ['slash and hyphen', 'Price/sq-ft and price', 'price/sq-ft', ['Price/sq-ft']],
      ['all together', 'Odd .*+?^${}()|[]\\ text', '.*+?^${}()|[]\\', ['.*+?^${}()|[]\\']],
    ])('%s', (_label, text, query, expected) => {
      const segments = highlightSegments(text, query);
      expect(marked(segments)).toEqual(expected);
      expect(joined(segments)).toBe(text);
    });
  });

  it.each([
    ['Senior REIT beats reit peers', 'reit'],
    ['Market to market', 'market'],
    ['aaaaa', 'aa'],
    ['  leading and trailing  ', 'and'],
    ['Price (USD) up 5.5%', '(usd)'],
    ['Café résidence Élan', 'É'],
    ['Line one\nLine two', 'line'],
    ['Nothing here', 'zzz'],
    ['Nothing here', '   '],
    ['', 'reit'],
  ])('joined segments equal the input: %j / %j', (text, query) => {
    const segments = highlightSegments(text, query);
    expect(joined(segments)).toBe(text);
    expect(segments.every((s) => s.text !== '' || text === '')).toBe(true);
  });

  it('matches non-ASCII letters case-insensitively', () => {
    expect(highlightSegments('Café ÉLAN élan', 'élan')).toEqual([
      { text: 'Café ', match: false },
      { text: 'ÉLAN', match: true },
      { text: ' ', match: false },
      { text: 'élan', match: true },
    ]);
  });

  it('labels every part the search matched, even when lower-casing disagrees (Greek final sigma)', () => {
    // The case-insensitive search matches ς, σ and Σ alike; the labels must follow the search.
    expect(highlightSegments('ΟΔΟΣ οδος', 'οδοσ')).toEqual([
      { text: 'ΟΔΟΣ', match: true },
      { text: ' ', match: false },
      { text: 'οδος', match: true },
    ]);
  });

  it('never returns HTML: markup in the text stays plain text', () => {
    expect(highlightSegments('<b>REIT</b>', 'reit')).toEqual([
      { text: '<b>', match: false },
      { text: 'REIT', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
