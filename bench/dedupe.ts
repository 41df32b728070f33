/**
 * Whether de-duplication finds the same story told twice and keeps different stories apart: the
 * labelled pairs in tests/fixtures/dedupe/pairs.tsv (written for this repo). "same" pairs are one
 * story from two outlets with reworded titles and summaries; "different" pairs are distinct stories
 * with near-identical titles (two REITs' quarterly results, one company in two states, a rule
 * proposed then finalised). Each pair goes through `dedupeStories` as a batch of two reports from two
 * outlets, two hours apart, exactly as a refresh would hand them over.
 *
 * Prints precision and recall on the held-out half (2nd, 4th, … pair of each label); `--tuning`
 * reports the tuning half and lists its mistakes. Writes bench/results/dedupe.json.
 * Run: npm run bench:dedupe
 */
import fs from 'node:fs';
import path from 'node:path';
import { dedupeStories, type DedupeCandidate } from '~/core/dedupe';
import { compareStories } from '~/core/dedupe-story';

interface Pair {
  same: boolean;
  a: { title: string; summary: string };
  b: { title: string; summary: string };
}

const DIR = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'dedupe');
const PUBLISHED = new Date('2026-11-20T10:00:00Z');

function read(file: string): Pair[] {
  return fs
    .readFileSync(path.join(DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line): Pair => {
      const [label, titleA, summaryA, titleB, summaryB] = line.split('\t');
      if ((label !== 'same' && label !== 'different') || !titleA || !summaryA || !titleB || !summaryB)
        throw new Error(`bad line: ${line}`);
      return { same: label === 'same', a: { title: titleA, summary: summaryA }, b: { title: titleB, summary: summaryB } };
    });
}

function load(): { tuning: Pair[]; heldOut: Pair[] } {
  const pairs = read('pairs.tsv');
  const tuning: Pair[] = [];
  const heldOut: Pair[] = [];
  const seen = { same: 0, different: 0 };
  for (const pair of pairs) {
    const key = pair.same ? 'same' : 'different';
    (seen[key]++ % 2 === 0 ? tuning : heldOut).push(pair);
  }
  return { tuning, heldOut };
}

function report(story: { title: string; summary: string }, outlet: string, index: number, hours: number): DedupeCandidate {
  const url = `https://www.${outlet}.com/news/story-${index}`;
  return {
    url,
    canonicalUrl: url,
    title: story.title,
    summary: story.summary,
    source: outlet,
    publishedAt: new Date(PUBLISHED.getTime() + hours * 3_600_000),
  };
}

function explain(pair: Pair): string {
  const { coverage, veto } = compareStories(pair.a, pair.b);
  return `(coverage ${coverage.toFixed(2)}${veto ? `, ${veto}` : ''})`;
}

function evaluate(pairs: Pair[]) {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const mistakes: string[] = [];
  pairs.forEach((pair, index) => {
    const grouped = dedupeStories([report(pair.a, 'outlet-a', index, 0), report(pair.b, 'outlet-b', index, 2)]).length === 1;
    if (grouped && pair.same) truePositives++;
    else if (grouped) {
      falsePositives++;
      mistakes.push(`merged but different ${explain(pair)}: "${pair.a.title}" / "${pair.b.title}"`);
    } else if (pair.same) {
      falseNegatives++;
      mistakes.push(`missed ${explain(pair)}: "${pair.a.title}" / "${pair.b.title}"`);
    }
  });
  const precision = truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives);
  const recall = truePositives / (truePositives + falseNegatives);
  return { pairs: pairs.length, truePositives, falsePositives, falseNegatives, precision, recall, mistakes };
}

const showTuning = process.argv.includes('--tuning');
const listMistakes = showTuning || process.argv.includes('--mistakes');
const { tuning, heldOut } = load();
const fresh = read('fresh.tsv');
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
function print(label: string, result: ReturnType<typeof evaluate>): void {
  console.log(`${label} (${result.pairs} pairs):`);
  console.log(
    `  precision ${percent(result.precision)}  (${result.truePositives} merged correctly, ${result.falsePositives} merged wrongly)`,
  );
  console.log(
    `  recall    ${percent(result.recall)}  (${result.truePositives} of ${result.truePositives + result.falseNegatives} same-story pairs found)`,
  );
  if (listMistakes) for (const mistake of result.mistakes) console.log(`  ${mistake}`);
}
console.log(
  `De-duplication: ${tuning.length + heldOut.length} labelled pairs (${tuning.length} tuning, ${heldOut.length} held out) + ${fresh.length} fresh pairs`,
);
if (showTuning) print('Tuning half', evaluate(tuning));
else {
  const heldOutResult = evaluate(heldOut);
  const freshResult = evaluate(fresh);
  // The held-out half was looked at once during development (decision 0068); the fresh set was
  // written afterwards and has never been tuned on.
  print('Held-out half', heldOutResult);
  print('Fresh set, written after tuning', freshResult);
  fs.mkdirSync('bench/results', { recursive: true });
  const strip = (r: ReturnType<typeof evaluate>) => ({ ...r, mistakes: undefined });
  fs.writeFileSync(
    'bench/results/dedupe.json',
    JSON.stringify({ date: new Date().toISOString(), heldOut: strip(heldOutResult), fresh: strip(freshResult) }, null, 2),
  );
}
