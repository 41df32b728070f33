import { describe, expect, it } from 'vitest';
import { DERIVATION, isThesaurusWord, nearest } from './derive-word-neighbours';

/** Unit vectors in the plane at the given angles (degrees). */
function vectors(words: Record<string, number>) {
  const names = Object.keys(words);
  const data = new Float32Array(names.length * 2);
  names.forEach((name, i) => {
    const angle = (words[name]! * Math.PI) / 180;
    data[i * 2] = Math.cos(angle);
    data[i * 2 + 1] = Math.sin(angle);
  });
  return { words: names, data, dimensions: 2 };
}

describe('deriving the thesaurus', () => {
  it('keeps content words of three or more letters only', () => {
    expect(['bankrupt', 'snf'].map(isThesaurusWord)).toEqual([true, true]);
    expect(['without', 'the', 'al', 'covid-19', 'Paris', '2024'].map(isThesaurusWord)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('lists the nearest words first, never the word itself, none under the similarity floor', () => {
    // From insolvent: bankrupt 10° (0.98), receivership 30° (0.87), creditors 50° (0.64), weather 65° (0.42).
    const pool = vectors({ insolvent: 0, bankrupt: 10, creditors: 50, weather: 65, receivership: 30 });
    const heads = vectors({ insolvent: 0, weather: 65 });
    const [insolvent, weather] = nearest(heads, pool, 0, 2).map((row) => row.map((i) => pool.words[i]));
    expect(insolvent).toEqual(['bankrupt', 'receivership', 'creditors']);
    // From weather: creditors 15° (0.97), receivership 35° (0.82), bankrupt 55° (0.57), insolvent 65°.
    expect(weather).toEqual(['creditors', 'receivership', 'bankrupt']);
  });

  it(`keeps at most ${DERIVATION.neighbours} neighbours, the nearest`, () => {
    const angles = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`word${String.fromCharCode(97 + i)}`, i * 2]));
    const pool = vectors({ head: 0, ...angles });
    const [row] = nearest(vectors({ head: 0 }), pool, 0, 1);
    expect(row!.map((i) => pool.words[i])).toEqual(Object.keys(angles).slice(0, DERIVATION.neighbours));
  });
});
