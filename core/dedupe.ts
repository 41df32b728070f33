/**
 * Telling whether two stories are the same: the same canonical link, the same normalised title, or
 * titles more than 0.8 similar. Similarity is trigram similarity computed exactly as PostgreSQL's
 * pg_trgm does it, so a batch de-duplicated here agrees with the database's check.
 *
 * Finding similar titles in a batch does not compare every pair: titles are bucketed by MinHash
 * signatures (locality-sensitive hashing), and only titles sharing a bucket are compared.
 */

/** Above this similarity two titles are the same story (the spec's enhancer rule). */
export const TITLE_SIMILARITY_THRESHOLD = 0.8;

/** Lowercase, punctuation removed, whitespace collapsed: the exact-duplicate key. */
export function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  }
  return result;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both. */
export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

export function titleSimilarity(a: string, b: string): number {
  return trigramSimilarity(trigrams(a), trigrams(b));
}

// --- MinHash LSH -------------------------------------------------------------------------------

/** 12 bands of 4 rows: a pair at similarity 0.8 shares a bucket with probability 0.9989. */
const BANDS = 12;
const ROWS = 4;
const HASHES = BANDS * ROWS;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Seeds for the hash family (fixed, so signatures are stable across runs). */
const SEEDS = Array.from({ length: HASHES }, (_, i) => fnv1a(`seed-${i}`) | 1);

function signature(grams: Set<string>): Uint32Array {
  const mins = new Uint32Array(HASHES).fill(0xffffffff);
  for (const gram of grams) {
    const base = fnv1a(gram);
    for (let h = 0; h < HASHES; h++) {
      const value = (Math.imul(base ^ SEEDS[h]!, 0x9e3779b1) ^ (base >>> 15)) >>> 0;
      if (value < mins[h]!) mins[h] = value;
    }
  }
  return mins;
}

export interface DedupeCandidate {
  url: string;
  canonicalUrl: string;
  title: string;
  source: string;
  publishedAt: Date;
}

export interface DedupedStory<T extends DedupeCandidate> {
  /** The earliest report of the story. */
  primary: T;
  /** The other outlets' reports of the same story. */
  others: T[];
}

/**
 * Groups a batch into stories (same canonical URL, same normalised title, or similar titles),
 * keeping the earliest report as the primary. Roughly linear in the batch size.
 */
export function dedupeStories<T extends DedupeCandidate>(items: readonly T[]): DedupedStory<T>[] {
  // Earliest first, so the first item of each group is the one kept.
  const ordered = [...items].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  const stories: DedupedStory<T>[] = [];
  const storyGrams: Set<string>[] = [];
  const byUrl = new Map<string, number>();
  const byTitle = new Map<string, number>();
  const buckets = new Map<string, number[]>();

  for (const item of ordered) {
    // The same link again (another feed, tracking parameters) is the same report: nothing to record.
    if (byUrl.has(item.canonicalUrl)) continue;
    const key = normaliseTitle(item.title);
    let match = byTitle.get(key);
    const grams = trigrams(key);
    const sig = signature(grams);
    const bandKeys: string[] = [];
    for (let band = 0; band < BANDS; band++) {
      bandKeys.push(`${band}:${Array.from(sig.subarray(band * ROWS, band * ROWS + ROWS)).join(',')}`);
    }
    if (match === undefined) {
      const seen = new Set<number>();
      for (const bandKey of bandKeys) {
        for (const candidate of buckets.get(bandKey) ?? []) {
          if (seen.has(candidate)) continue;
          seen.add(candidate);
          if (trigramSimilarity(grams, storyGrams[candidate]!) > TITLE_SIMILARITY_THRESHOLD) {
            match = candidate;
            break;
          }
        }
        if (match !== undefined) break;
      }
    }
    if (match !== undefined) {
      stories[match]!.others.push(item);
      byUrl.set(item.canonicalUrl, match);
      continue;
    }
    const index = stories.length;
    stories.push({ primary: item, others: [] });
    storyGrams.push(grams);
    byUrl.set(item.canonicalUrl, index);
    byTitle.set(key, index);
    for (const bandKey of bandKeys) {
      const bucket = buckets.get(bandKey);
      if (bucket) bucket.push(index);
      else buckets.set(bandKey, [index]);
    }
  }
  return stories;
}
