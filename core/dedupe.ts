/**
 * Telling whether two stories are the same: the same canonical link, the same normalised title, or
 * titles more than 0.8 similar. Similarity is trigram similarity computed exactly as PostgreSQL's
 * pg_trgm does it, so a batch de-duplicated here agrees with the database's check.
 *
 * Finding similar titles in a batch does not compare every pair: titles are bucketed by MinHash
 * signatures (locality-sensitive hashing), and only titles sharing a bucket are compared.
 */

import { distinctStories, profileStory, sameStory, storyAnchors, type StoryProfile } from './dedupe-story';

const storyText = (item: DedupeCandidate) => ({ title: item.title, summary: item.summary ?? '' });
/** Reworded candidates compared per report, those sharing the most names and numbers first. */
const MAX_REWORDED_CANDIDATES = 8;

/** Above this similarity two titles are the same story (the spec's enhancer rule). */
export const TITLE_SIMILARITY_THRESHOLD = 0.8;

/** Lowercase, punctuation removed, whitespace collapsed: the exact-duplicate key. */
export function normaliseTitle(title: string): string {
  // NFKC before lowercasing: compatibility forms such as mathematical bold letters ("𝐁") fold to
  // capitals ("B") that must still be lowercased.
  return title
    .normalize('NFKC')
    .toLowerCase()
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

/** 20 bands of 6 rows: a pair at similarity 0.8 shares a bucket with probability 0.998, a pair at 0.4 with 0.08. */
const BANDS = 20;
const ROWS = 6;
const HASHES = BANDS * ROWS;
/**
 * Pairs whose MinHash estimate is below this are not compared exactly. With 120 hashes the estimate
 * of a 0.8-similar pair has a standard deviation of 0.037, so 0.65 is 4 deviations below it.
 */
const ESTIMATE_FLOOR = 0.65;
/** Stories remembered per bucket (the most recent ones). */
const MAX_BUCKET_SIZE = 32;

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

function signature(grams: Uint32Array): Uint32Array {
  const mins = new Uint32Array(HASHES).fill(0xffffffff);
  for (const base of grams) {
    for (let h = 0; h < HASHES; h++) {
      const value = (Math.imul(base ^ SEEDS[h]!, 0x9e3779b1) ^ (base >>> 15)) >>> 0;
      if (value < mins[h]!) mins[h] = value;
    }
  }
  return mins;
}

/** One number per band (its rows hashed together); a rare collision only adds a candidate. */
function bandHashes(sig: Uint32Array): number[] {
  const keys: number[] = [];
  for (let band = 0; band < BANDS; band++) {
    let hash = band + 1;
    for (let row = 0; row < ROWS; row++) hash = Math.imul(hash ^ sig[band * ROWS + row]!, 0x01000193) >>> 0;
    keys.push(hash);
  }
  return keys;
}

/**
 * The trigram set as sorted 32-bit hashes: far smaller than a set of strings, and two sorted
 * arrays intersect in one merge pass. Same result as trigramSimilarity unless two trigrams hash
 * alike (about one in four billion).
 */
function trigramHashes(text: string): Uint32Array {
  const hashes = Uint32Array.from(trigrams(text), fnv1a).sort();
  let unique = 0;
  for (let i = 0; i < hashes.length; i++) if (i === 0 || hashes[i] !== hashes[i - 1]) hashes[unique++] = hashes[i]!;
  return hashes.subarray(0, unique);
}

function sortedOverlapSimilarity(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

function estimatedSimilarity(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < HASHES; i++) if (a[i] === b[i]) same++;
  return same / HASHES;
}

export interface DedupeCandidate {
  url: string;
  canonicalUrl: string;
  title: string;
  /** The report's summary: reworded titles are compared with it (see dedupe-story.ts). */
  summary?: string;
  source: string;
  publishedAt: Date;
}

/** Reports this far apart in time are not compared as rewordings of one story. */
export const REWORDED_STORY_WINDOW_MS = 3 * 24 * 3_600_000;
/** Stories remembered per name or number (the most recent ones). */
const MAX_ANCHOR_STORIES = 24;

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
  const storyGrams: Uint32Array[] = [];
  const storySignatures: Uint32Array[] = [];
  const byUrl = new Map<string, number>();
  const byTitle = new Map<string, number>();
  const buckets = new Map<number, number[]>();
  const byAnchor = new Map<string, number[]>();
  const profiles: StoryProfile[] = [];

  for (const item of ordered) {
    // The same link again (another feed, tracking parameters) is the same report: nothing to record.
    if (byUrl.has(item.canonicalUrl)) continue;
    let itemProfile: StoryProfile | null = null;
    const profile = () => (itemProfile ??= profileStory(storyText(item)));
    const key = normaliseTitle(item.title);
    let match = byTitle.get(key);
    const grams = trigramHashes(key);
    const sig = signature(grams);
    const bandKeys = bandHashes(sig);
    if (match === undefined) {
      const seen = new Set<number>();
      for (const bandKey of bandKeys) {
        for (const candidate of buckets.get(bandKey) ?? []) {
          if (seen.has(candidate)) continue;
          seen.add(candidate);
          // The signatures estimate the similarity for free; only plausible pairs get the exact check.
          if (estimatedSimilarity(sig, storySignatures[candidate]!) < ESTIMATE_FLOOR) continue;
          if (
            sortedOverlapSimilarity(grams, storyGrams[candidate]!) > TITLE_SIMILARITY_THRESHOLD &&
            // Look-alike titles of two stories ("… $150,000" / "… $45,000", "names new CEO" / "… CFO").
            !distinctStories(profile(), profiles[candidate]!)
          ) {
            match = candidate;
            break;
          }
        }
        if (match !== undefined) break;
      }
    }
    const anchors = storyAnchors(profile());
    if (match === undefined) match = rewordedMatch(item, profile(), anchors, stories, profiles, byAnchor);
    if (match !== undefined) {
      stories[match]!.others.push(item);
      byUrl.set(item.canonicalUrl, match);
      continue;
    }
    const index = stories.length;
    stories.push({ primary: item, others: [] });
    profiles.push(profile());
    storyGrams.push(grams);
    storySignatures.push(sig);
    byUrl.set(item.canonicalUrl, index);
    byTitle.set(key, index);
    for (const anchor of anchors) {
      const list = byAnchor.get(anchor);
      if (!list) byAnchor.set(anchor, [index]);
      else {
        list.push(index);
        if (list.length > MAX_ANCHOR_STORIES) list.shift();
      }
    }
    for (const bandKey of bandKeys) {
      const bucket = buckets.get(bandKey);
      if (!bucket) buckets.set(bandKey, [index]);
      else {
        bucket.push(index);
        // Formulaic headlines can crowd one bucket; comparing with only its newest stories keeps
        // the work linear, and copies of a story appear close to it in time.
        if (bucket.length > MAX_BUCKET_SIZE) bucket.shift();
      }
    }
  }
  return stories;
}

/**
 * The earlier story this report retells in other words, if any: only stories sharing a name or a
 * number with it, published within three days, are compared (so the work stays linear).
 */
function rewordedMatch<T extends DedupeCandidate>(
  item: T,
  profile: StoryProfile,
  anchors: string[],
  stories: DedupedStory<T>[],
  profiles: StoryProfile[],
  byAnchor: Map<string, number[]>,
): number | undefined {
  const shared = new Map<number, number>();
  for (const anchor of anchors) {
    for (const candidate of byAnchor.get(anchor) ?? []) shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
  }
  const ranked = [...shared.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]).slice(0, MAX_REWORDED_CANDIDATES);
  for (const [candidate] of ranked) {
    const primary = stories[candidate]!.primary;
    if (Math.abs(item.publishedAt.getTime() - primary.publishedAt.getTime()) > REWORDED_STORY_WINDOW_MS) continue;
    if (sameStory(profile, profiles[candidate]!)) return candidate;
  }
  return undefined;
}
