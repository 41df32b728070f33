import { describe, it, expect } from 'vitest';
import {
  TITLE_SIMILARITY_THRESHOLD,
  dedupeStories,
  normaliseTitle,
  titleSimilarity,
  trigramSimilarity,
  trigrams,
  type DedupeCandidate,
} from './dedupe';

interface Item extends DedupeCandidate {
  id: string;
}

let counter = 0;
function item(title: string, publishedAt: string, overrides: Partial<Item> = {}): Item {
  counter++;
  const id = overrides.id ?? `item-${counter}`;
  return {
    id,
    url: `https://news.example-site.org/${id}?utm_source=rss`,
    canonicalUrl: `https://news.example-site.org/${id}`,
    title,
    source: 'Senior Housing News',
    publishedAt: new Date(publishedAt),
    ...overrides,
  };
}

const ids = (items: readonly Item[]) => items.map((i) => i.id);

describe('normaliseTitle', () => {
  it.each([
    ['lowercases', 'Welltower Acquires PORTFOLIO', 'welltower acquires portfolio'],
    ['removes punctuation', "Welltower's $1.2B deal: what's next?", 'welltowers 12b deal whats next'],
    ['joins hyphenated words', 'Developer plans 200-unit campus', 'developer plans 200unit campus'],
    ['removes quotes and dashes', '“Brookdale” — a turnaround… (finally)!', 'brookdale a turnaround finally'],
    ['collapses whitespace', '  Senior \t housing\n\n  occupancy  ', 'senior housing occupancy'],
    ['collapses the gap left by a lone dash', 'Occupancy - again', 'occupancy again'],
    ['keeps accented letters', 'Café Opens at São Paulo Résidence', 'café opens at são paulo résidence'],
    ['keeps non-Latin letters', '养老社区 Opens, 北京!', '养老社区 opens 北京'],
    ['keeps digits', 'Q3 2026: 87.5% occupancy', 'q3 2026 875 occupancy'],
    ['composes decomposed accents (NFKC)', 'Cafe\u0301 news', 'café news'],
    ['folds fullwidth letters', 'ＷＥＬＬＴＯＷＥＲ buys', 'welltower buys'],
    ['lowercases letters that NFKC turns into capitals', '𝐁𝐫𝐞𝐚𝐤𝐢𝐧𝐠 𝐍𝐞𝐰𝐬', 'breaking news'],
    ['gives an empty key for punctuation only', '!!! ??? ---', ''],
  ])('%s', (_label, input, expected) => {
    expect(normaliseTitle(input)).toBe(expected);
  });

  it('gives the same key to titles differing only in case and punctuation', () => {
    expect(normaliseTitle('CMS Finalizes Staffing Rule!')).toBe(normaliseTitle('cms finalizes staffing rule'));
  });
});

describe('trigrams (pg_trgm show_trgm)', () => {
  it('pads each word with two spaces in front and one behind', () => {
    expect([...trigrams('word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor']);
  });

  it('gives a one-letter word two trigrams', () => {
    expect([...trigrams('a')].sort()).toEqual(['  a', ' a ']);
  });

  it('lowercases and splits on anything that is not a letter or digit (underscore included)', () => {
    expect(trigrams('Snake_Case')).toEqual(trigrams('snake case'));
    expect(trigrams('snake case').size).toBe(11);
  });

  it('is a set: repeated words and trigrams count once', () => {
    expect([...trigrams('aaa aaa')].sort()).toEqual(['  a', ' aa', 'aa ', 'aaa']);
  });

  it('is empty for empty or punctuation-only text', () => {
    expect(trigrams('').size).toBe(0);
    expect(trigrams(' -- !! ').size).toBe(0);
  });

  it('treats accented letters as letters', () => {
    expect([...trigrams('café')].sort()).toEqual(['  c', ' ca', 'afé', 'caf', 'fé ']);
  });
});

describe('trigramSimilarity (pg_trgm similarity)', () => {
  // Expected values by hand from pg_trgm's definition: |A∩B| / |A∪B| over padded word trigrams.
  it.each([
    // identical
    ['Welltower acquires portfolio', 'Welltower acquires portfolio', 1],
    // word order and repetition do not matter
    ['hello world', 'world hello', 1],
    // disjoint: {  a, ab, abc, bc } vs {  x, xy, xyz, yz }
    ['abc', 'xyz', 0],
    // A = {  w, wo, wor, ord, rd } (5); B = two(4) + words(6) = 10; shared 4; union 11 (PostgreSQL docs)
    ['word', 'two words', 4 / 11],
    // cat(4) vs cats(5): shared {  c, ca, cat} = 3; union 6
    ['cat', 'cats', 3 / 6],
    // 10+9+10 = 29 vs 10+9+11 = 30; shared 28; union 31
    ['Welltower acquires portfolio', 'Welltower acquires portfolios', 28 / 31],
    // 10+10+6 = 26 each; shared 20 (brookdale, occupancy); union 32
    ['Brookdale occupancy rises', 'Brookdale occupancy falls', 20 / 32],
    // café(5) vs cafe(5): shared {  c, ca, caf} = 3; union 7
    ['café', 'cafe', 3 / 7],
    // both empty: pg_trgm returns 0
    ['', '', 0],
    ['', 'anything', 0],
  ])('similarity(%j, %j) = %f', (a, b, expected) => {
    expect(titleSimilarity(a, b)).toBeCloseTo(expected, 10);
    expect(titleSimilarity(b, a)).toBeCloseTo(expected, 10);
    expect(trigramSimilarity(trigrams(a), trigrams(b))).toBeCloseTo(expected, 10);
  });
});

describe('dedupeStories', () => {
  it('threshold is the spec value', () => {
    expect(TITLE_SIMILARITY_THRESHOLD).toBe(0.8);
  });

  it('returns nothing for nothing', () => {
    expect(dedupeStories([])).toEqual([]);
  });

  it('drops a second report of the same canonical URL without recording it', () => {
    const first = item('Welltower acquires 12 communities', '2026-11-20T08:00:00Z', { id: 'a' });
    const again = item('Different headline for the same link', '2026-11-20T09:00:00Z', {
      id: 'b',
      url: 'https://news.example-site.org/a?utm_campaign=x',
      canonicalUrl: first.canonicalUrl,
    });
    const stories = dedupeStories([first, again]);
    expect(stories).toHaveLength(1);
    expect(stories[0]!.primary.id).toBe('a');
    expect(stories[0]!.others).toEqual([]);
  });

  it('drops a repeat of a link already recorded as another outlet’s report', () => {
    const primary = item('CMS finalizes staffing rule', '2026-11-20T08:00:00Z', { id: 'p' });
    const other = item('CMS Finalizes Staffing Rule!', '2026-11-20T09:00:00Z', { id: 'o' });
    const otherAgain = item('Totally unrelated headline text', '2026-11-20T10:00:00Z', {
      id: 'o2',
      canonicalUrl: other.canonicalUrl,
    });
    const stories = dedupeStories([primary, other, otherAgain]);
    expect(stories).toHaveLength(1);
    expect(ids(stories[0]!.others)).toEqual(['o']);
  });

  it('groups reports with the same normalised title from different outlets', () => {
    const a = item('CMS Finalizes Staffing Rule for Nursing Homes', '2026-11-20T08:00:00Z', { id: 'a', source: 'McKnight’s' });
    const b = item('cms finalizes staffing rule for nursing homes!', '2026-11-20T09:00:00Z', {
      id: 'b',
      source: 'Skilled Nursing News',
    });
    const c = item('CMS finalizes staffing rule — for nursing homes', '2026-11-20T10:00:00Z', { id: 'c', source: 'LeadingAge' });
    const stories = dedupeStories([a, b, c]);
    expect(stories).toHaveLength(1);
    expect(stories[0]!.primary.id).toBe('a');
    expect(ids(stories[0]!.others)).toEqual(['b', 'c']);
  });

  it('groups titles more than 0.8 similar', () => {
    const a = item('Welltower acquires portfolio', '2026-11-20T08:00:00Z', { id: 'a' });
    const b = item('Welltower acquires portfolios', '2026-11-20T09:00:00Z', { id: 'b' });
    expect(titleSimilarity(normaliseTitle(a.title), normaliseTitle(b.title))).toBeGreaterThan(0.8);
    const stories = dedupeStories([a, b]);
    expect(stories).toHaveLength(1);
    expect(ids(stories[0]!.others)).toEqual(['b']);
  });

  it('keeps titles less than 0.8 similar apart', () => {
    const a = item('Brookdale occupancy rises', '2026-11-20T08:00:00Z', { id: 'a' });
    const b = item('Brookdale occupancy falls', '2026-11-20T09:00:00Z', { id: 'b' });
    expect(titleSimilarity(a.title, b.title)).toBe(0.625);
    const stories = dedupeStories([a, b]);
    expect(stories.map((s) => s.primary.id)).toEqual(['a', 'b']);
    expect(stories.every((s) => s.others.length === 0)).toBe(true);
  });

  it('keeps a pair at exactly 0.8 apart and groups one just above it', () => {
    // 'abcdefg' has 8 trigrams, ' z' adds 2: 8/10 = 0.8 exactly. 'abcdefgh': 9/11 ≈ 0.818.
    expect(titleSimilarity('abcdefg', 'abcdefg z')).toBe(0.8);
    expect(titleSimilarity('abcdefgh', 'abcdefgh z')).toBeCloseTo(9 / 11, 10);
    const atThreshold = dedupeStories([item('abcdefg', '2026-11-20T08:00:00Z'), item('abcdefg z', '2026-11-20T09:00:00Z')]);
    expect(atThreshold).toHaveLength(2);
    const above = dedupeStories([item('abcdefgh', '2026-11-20T08:00:00Z'), item('abcdefgh z', '2026-11-20T09:00:00Z')]);
    expect(above).toHaveLength(1);
  });

  it('makes the earliest report the primary whatever the input order', () => {
    const early = item('Ventas prices senior notes offering', '2026-11-19T06:00:00Z', { id: 'early' });
    const middle = item('Ventas Prices Senior Notes Offering', '2026-11-20T06:00:00Z', { id: 'middle' });
    const late = item('Ventas prices senior notes offerings', '2026-11-21T06:00:00Z', { id: 'late' });
    for (const order of [
      [early, middle, late],
      [late, middle, early],
      [middle, late, early],
      [late, early, middle],
    ]) {
      const stories = dedupeStories(order);
      expect(stories).toHaveLength(1);
      expect(stories[0]!.primary.id).toBe('early');
      expect(ids(stories[0]!.others)).toEqual(['middle', 'late']);
    }
  });

  it('keeps the earliest report when the same URL arrives later first', () => {
    const late = item('Sunrise names new CEO', '2026-11-21T06:00:00Z', {
      id: 'late',
      canonicalUrl: 'https://news.example-site.org/ceo',
    });
    const early = item('Sunrise names new chief executive', '2026-11-20T06:00:00Z', {
      id: 'early',
      canonicalUrl: 'https://news.example-site.org/ceo',
    });
    const stories = dedupeStories([late, early]);
    expect(stories).toHaveLength(1);
    expect(stories[0]!.primary.id).toBe('early');
    expect(stories[0]!.others).toEqual([]);
  });

  it('returns stories earliest first and does not touch the input array', () => {
    const a = item('Brookdale occupancy rises', '2026-11-22T08:00:00Z', { id: 'a' });
    const b = item('CMS finalizes staffing rule', '2026-11-20T08:00:00Z', { id: 'b' });
    const c = item('Residents volunteer at local food bank', '2026-11-21T08:00:00Z', { id: 'c' });
    const input = [a, b, c];
    const stories = dedupeStories(input);
    expect(stories.map((s) => s.primary.id)).toEqual(['b', 'c', 'a']);
    expect(ids(input)).toEqual(['a', 'b', 'c']);
  });
});

describe('dedupeStories at scale', () => {
  /** Deterministic PRNG (mulberry32) so the scale check is the same on every run. */
  function rng(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const randomWord = (random: () => number, length: number) =>
    Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
  const randomTitle = (random: () => number, words: number) =>
    Array.from({ length: words }, () => randomWord(random, 5 + Math.floor(random() * 5))).join(' ');

  it('keeps 5,000 distinct random titles as 5,000 stories', () => {
    const random = rng(42);
    const items = Array.from({ length: 5000 }, (_, i) =>
      item(randomTitle(random, 6), new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), { id: `d${i}` }),
    );
    const stories = dedupeStories(items);
    expect(stories).toHaveLength(5000);
    expect(stories.every((s) => s.others.length === 0)).toBe(true);
  });

  it('collapses 5,000 near-duplicate pairs (one character changed in a long title) into 5,000 stories', () => {
    const random = rng(7);
    const base = Date.UTC(2026, 0, 1);
    const items: Item[] = [];
    let minSimilarity = 1;
    for (let i = 0; i < 5000; i++) {
      const title = randomTitle(random, 12);
      // Change one letter (never a space) to a different letter.
      let position = Math.floor(random() * title.length);
      while (title[position] === ' ') position = (position + 1) % title.length;
      const replacement = letters[(letters.indexOf(title[position]!) + 1 + Math.floor(random() * 25)) % 26]!;
      const changed = title.slice(0, position) + replacement + title.slice(position + 1);
      expect(changed).not.toBe(title);
      minSimilarity = Math.min(minSimilarity, titleSimilarity(title, changed));
      // Odd pairs list the later copy first, so input order never decides the primary.
      const original = item(title, new Date(base + i * 120_000).toISOString(), { id: `o${i}` });
      const copy = item(changed, new Date(base + i * 120_000 + 60_000).toISOString(), { id: `c${i}` });
      if (i % 2) items.push(copy, original);
      else items.push(original, copy);
    }
    expect(minSimilarity).toBeGreaterThan(0.8);

    const stories = dedupeStories(items);
    expect(stories).toHaveLength(5000);
    for (const story of stories) {
      const pair = story.primary.id.slice(1);
      expect(story.primary.id).toBe(`o${pair}`);
      expect(ids(story.others)).toEqual([`c${pair}`]);
    }
  });
});
