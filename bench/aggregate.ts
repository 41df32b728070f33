/**
 * Aggregation throughput: parse + normalise + de-duplicate at 1k, 10k and 100k feed items.
 * Prints items/s per stage and the time per item at each size (flat = linear scaling), and writes
 * bench/results/aggregate.json. Run: npm run bench:aggregate
 */
import fs from 'node:fs';
import { dedupeStories } from '~/core/dedupe';
import { normaliseItem, type NormalisedArticle } from '~/core/normalise';
import { parseFeedDocument } from '~/server/news/parse-feed';

const SIZES = [1_000, 10_000, 100_000];
const ITEMS_PER_FEED = 50;
/** One item in ten is another outlet's near-copy of an earlier story. */
const DUPLICATE_EVERY = 10;

// Headline parts: enough variety that, as in real news, distinct stories rarely look alike
// (about 2 billion combinations); one item in ten is a deliberate near-copy.
const SUBJECTS = [
  'Welltower',
  'Ventas',
  'Brookdale',
  'Sunrise Senior Living',
  'Atria',
  'Omega Healthcare',
  'Sabra',
  'CareTrust',
  'LTC Properties',
  'Healthpeak',
  'Erickson Senior Living',
  'Kisco',
  'Life Care Services',
  'Discovery Senior Living',
  'Frontier Management',
  'Civitas',
  'Harrison Street',
  'Blue Moon Capital',
  'Arbor Company',
  'Benchmark Senior Living',
  'Senior Lifestyle',
  'Legend Senior Living',
  'Watermark Retirement',
  'Merrill Gardens',
  'Aegis Living',
  'Oakmont Senior Living',
  'Belmont Village',
  'Silverado',
  'Priority Life Care',
  'Integral Senior Living',
];
const ACTIONS = [
  'acquires',
  'sells',
  'opens',
  'breaks ground on',
  'refinances',
  'expands',
  'rebrands',
  'reports occupancy gains at',
  'adds memory care to',
  'partners on',
  'plans',
  'completes',
  'lists',
  'converts',
  'secures loan for',
  'wins approval for',
  'delays',
  'renovates',
  'reopens',
  'buys stake in',
];
const OBJECTS = [
  'assisted living community',
  'independent living campus',
  'memory care portfolio',
  'active adult project',
  'life plan community',
  'senior housing tower',
  'rental community for seniors',
  'affordable senior apartments',
  'continuing care campus',
  'wellness center',
  'skilled nursing wing',
  'micro-community',
  'urban high-rise',
  'cottage neighborhood',
  'mixed-use development',
];
const PLACES = [
  'Phoenix',
  'Dallas',
  'Atlanta',
  'Denver',
  'Tampa',
  'Charlotte',
  'Nashville',
  'Austin',
  'Raleigh',
  'Boise',
  'Columbus',
  'Richmond',
  'Orlando',
  'San Antonio',
  'Houston',
  'Seattle',
  'Portland',
  'Sacramento',
  'Minneapolis',
  'Milwaukee',
  'Chicago',
  'Detroit',
  'Cleveland',
  'Pittsburgh',
  'Philadelphia',
  'Baltimore',
  'Boston',
  'Hartford',
  'Albany',
  'Buffalo',
  'Louisville',
  'Memphis',
  'Birmingham',
  'Jacksonville',
  'Miami',
  'Savannah',
  'Charleston',
  'Greenville',
  'Knoxville',
  'Omaha',
  'Tulsa',
  'Oklahoma City',
  'Kansas City',
  'St. Louis',
  'Des Moines',
  'Madison',
  'Salt Lake City',
  'Las Vegas',
  'Albuquerque',
  'Tucson',
];
const DETAILS = [
  'amid rising demand',
  'as new supply slows',
  'with HUD financing',
  'after strong quarter',
  'despite labor costs',
  'in joint venture',
  'near medical district',
  'with green building design',
  'targeting middle market',
  'for veterans',
  'with on-site clinic',
  'under new operator',
  'in opportunity zone',
  'with dementia-friendly design',
  'ahead of 2028 opening',
  'following rezoning vote',
  'with bridge loan',
  'as occupancy tops 90%',
  'with intergenerational programs',
  'after county approval',
];

/** A deterministic pseudo-random generator, so every run measures the same input. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function makeFeeds(total: number): string[] {
  const next = random(total);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const titles: string[] = [];
  const docs: string[] = [];
  let items: string[] = [];
  const base = Date.UTC(2026, 10, 23, 12);
  for (let i = 0; i < total; i++) {
    const isCopy = i % DUPLICATE_EVERY === DUPLICATE_EVERY - 1 && titles.length > 0;
    const title = isCopy
      ? `${titles[Math.floor(next() * titles.length)]!}!`
      : `${pick(SUBJECTS)} ${pick(ACTIONS)} ${Math.floor(next() * 900 + 100)}-unit ${pick(OBJECTS)} in ${pick(PLACES)} ${pick(DETAILS)}`;
    titles.push(title);
    const date = new Date(base - Math.floor(next() * 29 * 86_400_000)).toUTCString();
    items.push(
      `<item><title>${title}</title><link>https://seniorhousingnews.com/2026/11/story-${i}/?utm_source=rss</link><description><![CDATA[<p>${title}. The deal adds units in a market where occupancy reached ${(80 + next() * 15).toFixed(1)}% and new supply is slowing.</p>]]></description><pubDate>${date}</pubDate></item>`,
    );
    if (items.length === ITEMS_PER_FEED || i === total - 1) {
      docs.push(
        `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Bench</title><link>https://seniorhousingnews.com</link><description>Benchmark feed</description>${items.join('')}</channel></rss>`,
      );
      items = [];
    }
  }
  return docs;
}

interface Result {
  items: number;
  stories: number;
  parseMs: number;
  normaliseMs: number;
  dedupeMs: number;
  totalMs: number;
  itemsPerSecond: number;
  microsecondsPerItem: number;
  heapUsedMb: number;
}

function run(size: number): Result {
  const docs = makeFeeds(size);
  const now = new Date(Date.UTC(2026, 10, 23, 12));
  const feed = { key: 'bench', name: 'Bench', defaultCategory: null };

  let t = performance.now();
  const raw = docs.flatMap((doc) => {
    const parsed = parseFeedDocument(doc);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.items;
  });
  const parseMs = performance.now() - t;

  t = performance.now();
  const normalised: NormalisedArticle[] = [];
  for (const item of raw) {
    const result = normaliseItem(item, feed, now);
    if (result.ok) normalised.push(result.article);
  }
  const normaliseMs = performance.now() - t;

  t = performance.now();
  const stories = dedupeStories(normalised);
  const dedupeMs = performance.now() - t;

  const totalMs = parseMs + normaliseMs + dedupeMs;
  return {
    items: raw.length,
    stories: stories.length,
    parseMs: Math.round(parseMs),
    normaliseMs: Math.round(normaliseMs),
    dedupeMs: Math.round(dedupeMs),
    totalMs: Math.round(totalMs),
    itemsPerSecond: Math.round((raw.length / totalMs) * 1000),
    microsecondsPerItem: Number(((totalMs * 1000) / raw.length).toFixed(1)),
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
  };
}

run(1_000); // warm-up: JIT and module initialisation are not part of the measurement
const results = SIZES.map(run);
console.log('items    stories  parse ms  normalise ms  dedupe ms  total ms   items/s   µs/item  heap MB');
for (const r of results) {
  console.log(
    [r.items, r.stories, r.parseMs, r.normaliseMs, r.dedupeMs, r.totalMs, r.itemsPerSecond, r.microsecondsPerItem, r.heapUsedMb]
      .map((v, i) => String(v).padStart(i === 0 ? 6 : 9))
      .join(''),
  );
}
const first = results[0]!;
const last = results.at(-1)!;
console.log(
  `scaling: ${last.items / first.items}x the items took ${(last.totalMs / first.totalMs).toFixed(1)}x the time (linear would be ${last.items / first.items}x)`,
);
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/aggregate.json',
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2),
);
