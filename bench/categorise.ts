/**
 * How often the categoriser agrees with a reader: the labelled set in tests/fixtures/categorise
 * (224 headlines with summaries, 32 per category, written for this repo), split into a tuning half
 * and a held-out half. Prints agreement and the confusion matrix on the held-out half and writes
 * bench/results/categorise.json. Run: npm run bench:categorise
 *
 * `npm run bench:categorise -- --tuning` reports the tuning half instead and lists its mistakes:
 * rules are changed by looking at those, never at the held-out half.
 */
import fs from 'node:fs';
import path from 'node:path';
import { categorise } from '~/core/categorise';
import { CATEGORIES, type Category } from '~/core/categories';

interface Labelled {
  category: Category;
  title: string;
  summary: string;
}

const FILE = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'categorise', 'labelled.tsv');

function load(): { tuning: Labelled[]; heldOut: Labelled[] } {
  const rows = fs
    .readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [category, title, summary] = line.split('\t');
      if (!(CATEGORIES as readonly string[]).includes(category!) || !title || !summary) throw new Error(`bad line: ${line}`);
      return { category: category as Category, title, summary };
    });
  // Within each category: 1st, 3rd, 5th … tune; 2nd, 4th, 6th … are held out.
  const seen = new Map<Category, number>();
  const tuning: Labelled[] = [];
  const heldOut: Labelled[] = [];
  for (const row of rows) {
    const index = seen.get(row.category) ?? 0;
    seen.set(row.category, index + 1);
    (index % 2 === 0 ? tuning : heldOut).push(row);
  }
  return { tuning, heldOut };
}

function evaluate(set: Labelled[]) {
  const matrix = Object.fromEntries(CATEGORIES.map((c) => [c, Object.fromEntries(CATEGORIES.map((p) => [p, 0]))])) as Record<
    Category,
    Record<Category, number>
  >;
  const mistakes: { expected: Category; got: Category; title: string }[] = [];
  for (const row of set) {
    const got = categorise(row.title, row.summary, null);
    matrix[row.category][got]++;
    if (got !== row.category) mistakes.push({ expected: row.category, got, title: row.title });
  }
  const correct = set.length - mistakes.length;
  return { size: set.length, correct, agreement: correct / set.length, matrix, mistakes };
}

const SHORT: Record<Category, string> = {
  'senior-living': 'living',
  'senior-housing': 'housing',
  community: 'commun',
  regulations: 'regul',
  investment: 'invest',
  technology: 'tech',
  healthcare: 'health',
};

function printMatrix(matrix: Record<Category, Record<Category, number>>): void {
  const width = 8;
  console.log(`  ${'label \\ predicted'.padEnd(18)}${CATEGORIES.map((c) => SHORT[c].padStart(width)).join('')}   recall`);
  for (const actual of CATEGORIES) {
    const row = matrix[actual];
    const total = CATEGORIES.reduce((sum, p) => sum + row[p], 0);
    const recall = total ? ((row[actual] / total) * 100).toFixed(0) : '-';
    console.log(
      `  ${actual.padEnd(18)}${CATEGORIES.map((p) => String(row[p]).padStart(width)).join('')}   ${recall.padStart(5)}%`,
    );
  }
}

const showTuning = process.argv.includes('--tuning');
const { tuning, heldOut } = load();
const reported = evaluate(showTuning ? tuning : heldOut);
const label = showTuning ? 'tuning half' : 'held-out half';
console.log(
  `Categorisation (${tuning.length + heldOut.length} labelled stories; ${tuning.length} tuning, ${heldOut.length} held out), keyword rules, no feed default`,
);
console.log(`Agreement on the ${label}: ${reported.correct}/${reported.size} = ${(reported.agreement * 100).toFixed(1)}%`);
printMatrix(reported.matrix);
if (showTuning) {
  console.log('\nMistakes on the tuning half:');
  for (const m of reported.mistakes) console.log(`  ${m.expected} → ${m.got}: ${m.title}`);
} else {
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    'bench/results/categorise.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        heldOut: { size: reported.size, agreement: reported.agreement, matrix: reported.matrix },
      },
      null,
      2,
    ),
  );
}
