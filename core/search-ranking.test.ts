import { describe, expect, it } from 'vitest';
import { describeExpansions, detectIntent, extractiveSummary, fuseRankings, localTextMatch } from './search-ranking';
import { expandQuery, spelledOutQuery, vocabularySuggestions } from './search-vocabulary';

describe('fuseRankings (reciprocal rank fusion)', () => {
  it('ranks an article found by several lists above one found first by a single list', () => {
    const fused = fuseRankings([
      { name: 'vector', ids: ['a', 'b', 'c'], weight: 1 },
      { name: 'text', ids: ['b', 'd'], weight: 1 },
    ]);
    expect(fused.map((f) => f.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(fused[0]!.ranks).toEqual({ vector: 2, text: 1 });
  });

  it('scores 1 for first place in every list, less otherwise, and honours weights', () => {
    expect(
      fuseRankings([
        { name: 'v', ids: ['a'], weight: 1 },
        { name: 't', ids: ['a'], weight: 1 },
      ])[0]!.score,
    ).toBe(1);
    const weighted = fuseRankings([
      { name: 'v', ids: ['a'], weight: 3 },
      { name: 't', ids: ['b'], weight: 1 },
    ]);
    expect(weighted.map((f) => f.id)).toEqual(['a', 'b']);
    expect(weighted[1]!.score).toBeLessThan(weighted[0]!.score);
  });

  it('returns nothing for empty lists', () => {
    expect(fuseRankings([{ name: 'v', ids: [], weight: 1 }])).toEqual([]);
  });
});

describe('the domain vocabulary', () => {
  it('maps abbreviations to their spelled-out forms and back', () => {
    const reit = expandQuery('REIT earnings')[0]!;
    expect(reit.label).toBe('REIT');
    expect(reit.synonyms).toContain('real estate investment trust');
    const back = expandQuery('a real estate investment trust sells buildings')[0]!;
    expect(back.label).toBe('REIT');
    expect(back.synonyms).toContain('reit');
    expect(expandQuery('skilled nursing facility staffing').map((e) => e.label)).toContain('SNF');
    expect(expandQuery('SNF staffing').find((e) => e.label === 'SNF')!.synonyms).toContain('nursing home');
  });

  it.each([
    ['CCRC entrance fees', 'CCRC'],
    ['HCBS waiting lists', 'Medicaid waiver'],
    ['PACE enrollment', 'PACE'],
    ['CMS final rule', 'CMS'],
    ['HUD grants', 'HUD'],
    ['FFO guidance', 'FFO'],
    ['NOI growth', 'NOI'],
    ['cap rates compress', 'Cap rate'],
    ['occupancy climbs', 'Occupancy'],
  ])('recognises %s as %s', (query, label) => {
    expect(expandQuery(query).map((e) => e.label)).toContain(label);
  });

  it('reads AL, MC and IL as abbreviations only when written in capitals', () => {
    expect(expandQuery('AL and MC rents').map((e) => e.label)).toEqual(expect.arrayContaining(['AL', 'MC']));
    expect(expandQuery('il faut; all mc hammer al')).toEqual([]);
  });

  it('keeps "m&a" whole and does not match forms inside other words', () => {
    expect(expandQuery('M&A pipeline').map((e) => e.label)).toContain('M&A');
    expect(expandQuery('reiterate the guidance').map((e) => e.label)).not.toContain('REIT');
  });

  it('recognises a concept by everyday words without searching for those loose words', () => {
    const falls = expandQuery('grandmother keeps tumbling at home').find((e) => e.label === 'Fall detection')!;
    expect(falls.matched).toBe('tumbling');
    expect(falls.added).toContain('fall prevention');
    expect(falls.added).not.toContain('tumble');
    expect(expandQuery('prefab apartments').map((e) => e.label)).toContain('Modular construction');
  });

  it('spells abbreviations out for the embedding model and suggests terms as one types', () => {
    const query = 'SNFs in the South';
    expect(spelledOutQuery(query, expandQuery(query))).toBe(
      'SNFs (skilled nursing facility, skilled nursing facilities) in the South',
    );
    expect(vocabularySuggestions('memo')).toEqual(['memory care']);
    expect(vocabularySuggestions('me')).toEqual([]);
  });
});

describe('extractiveSummary', () => {
  const results = [
    { title: 'A', summary: 'Occupancy rose again. Welltower raised its FFO outlook.', source: 'Senior Housing News' },
    { title: 'B', summary: 'Ventas beat estimates', source: 'NIC' },
  ];

  it('quotes the sentence of each top result that best matches the query and credits its source', () => {
    const summary = extractiveSummary(results, 'REIT FFO', expandQuery('REIT FFO'));
    expect(summary).toBe('2 articles match. Senior Housing News: Welltower raised its FFO outlook. NIC: Ventas beat estimates.');
  });

  it('is empty without results', () => {
    expect(extractiveSummary([], 'x', [])).toBe('');
  });
});

describe('detectIntent and describeExpansions', () => {
  it('names the topic from the concepts of the query, else from the top results', () => {
    expect(detectIntent(expandQuery('REIT FFO'), ['senior-living'])).toBe('Investment: REIT, FFO');
    expect(detectIntent([], ['technology', 'technology', 'community'])).toBe('Technology');
    expect(detectIntent([], [])).toBe('General industry news');
  });

  it('lists each expansion with a few of its other names', () => {
    expect(describeExpansions(expandQuery('HCBS'))).toEqual([
      'HCBS → medicaid waiver, medicaid waivers, home and community-based services',
    ]);
  });

  it("lists the thesaurus's words after the vocabulary's concepts", () => {
    const related = [{ word: 'blizzard', neighbours: ['snowstorm', 'blizzards', 'snowstorms', 'storms'] }];
    expect(describeExpansions(expandQuery('HCBS'), related)).toEqual([
      'HCBS → medicaid waiver, medicaid waivers, home and community-based services',
      'blizzard → snowstorm, blizzards, snowstorms',
    ]);
  });
});

describe('localTextMatch (the inline box fallback)', () => {
  const loaded = [
    { title: 'Welltower buys communities', summary: 'A deal', content: '' },
    { title: 'Staffing', summary: 'Caregiver turnover falls', content: 'Wages rose at the operator' },
  ];
  it('matches the phrase, else every word, on title, summary and content', () => {
    expect(localTextMatch(loaded, 'welltower')).toEqual([loaded[0]]);
    expect(localTextMatch(loaded, 'operator wages')).toEqual([loaded[1]]);
    expect(localTextMatch(loaded, 'nothing here')).toEqual([]);
    expect(localTextMatch(loaded, '  ')).toEqual([]);
  });
});
