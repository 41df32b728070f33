import zlib from 'node:zlib';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DERIVATION, isThesaurusWord, WORD_NEIGHBOURS_FILE } from '~/scripts/derive-word-neighbours';
import { expandQuery } from '~/core/search-vocabulary';
import { DEFAULT_WEIGHTS, MAX_NEIGHBOUR_LISTS, NEIGHBOURS_TOTAL_WEIGHT, neighboursListWeight, relatedWords } from './hybrid';
import { createWordNeighbours } from './word-neighbours';

const thesaurus = createWordNeighbours();
const wordNeighbours = (word: string) => thesaurus.of(word);
/** The committed file's lines, read directly. */
const fileLines = () => zlib.gunzipSync(fs.readFileSync(WORD_NEIGHBOURS_FILE)).toString('latin1').trimEnd().split('\n');

describe('the word-neighbours thesaurus', () => {
  it('gives a word its nearest words, nearest first', () => {
    expect(wordNeighbours('insolvent').slice(0, 2)).toEqual(['bankrupt', 'receivership']);
    expect(wordNeighbours('blizzard')).toContain('snowstorm');
  });

  it('has nothing for function words, unknown words, capitals or the empty string', () => {
    for (const word of ['without', 'the', 'xqzvplorb', 'Insolvent', '', 'aaaaa', 'zzzzzz'])
      expect(wordNeighbours(word)).toEqual([]);
  });

  it('answers nothing, without throwing, when its file cannot be read', () => {
    const missing = createWordNeighbours(new URL('./no-such-thesaurus.txt.gz', import.meta.url));
    expect(missing.of('insolvent')).toEqual([]);
  });

  it('finds the first and the last word of the file', () => {
    const lines = fileLines();
    for (const line of [lines[0]!, lines.at(-1)!]) {
      const [word, ...neighbours] = line.split(' ');
      expect(wordNeighbours(word!)).toEqual(neighbours);
    }
  });

  it('is what the derivation writes: ordered words, each with 1 to 10 thesaurus words', () => {
    const lines = fileLines();
    expect(lines.length).toBeGreaterThan(100_000);
    const words = lines.map((line) => line.split(' '));
    const misordered = words.filter((line, i) => i > 0 && !(words[i - 1]![0]! < line[0]!)).map((line) => line[0]);
    expect(misordered).toEqual([]);
    const malformed = words.filter(
      ([word, ...neighbours]) =>
        !isThesaurusWord(word!) ||
        !neighbours.every(isThesaurusWord) ||
        neighbours.length < 1 ||
        neighbours.length > DERIVATION.neighbours,
    );
    expect(malformed).toEqual([]);
  });
});

describe('the query words searched through the thesaurus', () => {
  it("takes the query's words the thesaurus knows, except those of a concept the vocabulary recognised", () => {
    const query = 'REIT shrugs off blizzard in Paris';
    const words = relatedWords(query, expandQuery(query), thesaurus).map((r) => r.word);
    expect(words).toEqual(['shrugs', 'blizzard', 'paris']);
    expect(relatedWords('blizzard', [], thesaurus)[0]!.neighbours).toEqual(wordNeighbours('blizzard'));
  });

  it(`searches at most ${MAX_NEIGHBOUR_LISTS} words of a long query, the first ones`, () => {
    const query = 'blizzard snowstorm thieves burglars chess checkers violinist pianist orchestra';
    expect(relatedWords(query, [], thesaurus).map((r) => r.word)).toEqual(query.split(' ').slice(0, MAX_NEIGHBOUR_LISTS));
  });

  it('gives each list the neighbours weight until together they reach the cap, then shares the cap', () => {
    expect(neighboursListWeight(DEFAULT_WEIGHTS, 1)).toBe(DEFAULT_WEIGHTS.neighbours);
    expect(neighboursListWeight(DEFAULT_WEIGHTS, 3)).toBe(0.5);
    expect(neighboursListWeight(DEFAULT_WEIGHTS, 6) * 6).toBeCloseTo(NEIGHBOURS_TOTAL_WEIGHT);
  });
});
