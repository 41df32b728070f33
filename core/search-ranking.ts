/**
 * The pure parts of AI search: fusing ranked lists (reciprocal rank fusion), the extractive summary
 * of the top results and the detected topic (searchIntent). The database and the model live in
 * server/search; these rules are tested here without either.
 */
import { categoryLabel, type Category } from './categories';
import type { QueryExpansion } from './search-vocabulary';

/** Limits of POST /api/v1/search/semantic. */
export const SEMANTIC_SEARCH_LIMITS = {
  /** Results asked for by the inline AI search box. */
  inline: 20,
  /** Results asked for by the AI semantic search panel. */
  panel: 10,
  max: 50,
  queryMaxChars: 500,
} as const;

/** One ranked list going into the fusion, with its weight. */
export interface RankedList {
  name: string;
  ids: readonly string[];
  weight: number;
}

/**
 * The RRF constant: 60 is the value of the original paper (Cormack et al., 2009); it keeps one
 * list's first place from drowning out agreement between lists.
 */
export const RRF_K = 60;

export interface FusedResult {
  id: string;
  /** 0..1: the fused score over the best score any article could reach (first in every list). */
  score: number;
  /** The lists that found the article, with its place (1-based) in each. */
  ranks: Record<string, number>;
}

/** Reciprocal rank fusion: each list gives weight / (k + rank); the sums are sorted, ties by first appearance. */
export function fuseRankings(lists: readonly RankedList[], k = RRF_K): FusedResult[] {
  const best = lists.reduce((sum, list) => sum + (list.ids.length > 0 ? list.weight / (k + 1) : 0), 0);
  const fused = new Map<string, { sum: number; ranks: Record<string, number>; order: number }>();
  let order = 0;
  for (const list of lists) {
    list.ids.forEach((id, index) => {
      const entry = fused.get(id) ?? { sum: 0, ranks: {}, order: order++ };
      entry.sum += list.weight / (k + index + 1);
      entry.ranks[list.name] = index + 1;
      fused.set(id, entry);
    });
  }
  return [...fused.entries()]
    .sort(([, a], [, b]) => b.sum - a.sum || a.order - b.order)
    .map(([id, entry]) => ({ id, score: best > 0 ? Math.round((entry.sum / best) * 1000) / 1000 : 0, ranks: entry.ranks }));
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or over than that the their this to was were will with about after what which who how why when where news latest new any all more most'.split(
    ' ',
  ),
);

/** Lowercase content words of a text (for picking the sentence that best answers the query). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}&'-]+/gu) ?? []).filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

export interface SummarySource {
  title: string;
  summary: string;
  source: string;
}

/** Results the extractive summary draws on, and the longest summary it writes. */
export const SUMMARY_ARTICLES = 3;
export const SUMMARY_MAX_CHARS = 600;

/**
 * An extractive digest of the top results: from each of the first three, the sentence of its
 * summary sharing most words with the query and its expansions (the first one on a tie), credited to
 * its source. Nothing is invented: every sentence is quoted from an article.
 */
export function extractiveSummary(
  results: readonly SummarySource[],
  query: string,
  expansions: readonly QueryExpansion[],
): string {
  if (results.length === 0) return '';
  const wanted = new Set(contentWords([query, ...expansions.flatMap((e) => e.added)].join(' ')));
  const parts: string[] = [];
  for (const result of results.slice(0, SUMMARY_ARTICLES)) {
    const candidates = sentences(result.summary);
    if (candidates.length === 0) candidates.push(result.title);
    let best = candidates[0]!;
    let bestHits = -1;
    for (const sentence of candidates) {
      const hits = contentWords(sentence).filter((w) => wanted.has(w)).length;
      if (hits > bestHits) {
        best = sentence;
        bestHits = hits;
      }
    }
    const sentence = /[.!?]$/.test(best) ? best : `${best}.`;
    parts.push(`${result.source}: ${sentence}`);
  }
  const lead = `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'}.`;
  let summary = lead;
  for (const part of parts) {
    if (summary.length + part.length + 1 > SUMMARY_MAX_CHARS) break;
    summary += ` ${part}`;
  }
  return summary;
}

/**
 * The detected topic: the category of the concepts the query names (the most named one), else the
 * category most of the top five results share; then the concepts themselves, e.g.
 * "Investment: REIT, FFO".
 */
export function detectIntent(expansions: readonly QueryExpansion[], topCategories: readonly Category[]): string {
  const votes = new Map<Category, number>();
  const vote = (category: Category, weight: number) => votes.set(category, (votes.get(category) ?? 0) + weight);
  for (const expansion of expansions) vote(expansion.topic, 2);
  for (const category of topCategories.slice(0, 5)) vote(category, 1);
  const topic = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!topic) return 'General industry news';
  const concepts = expansions.map((e) => e.label);
  return concepts.length > 0 ? `${categoryLabel(topic)}: ${concepts.join(', ')}` : categoryLabel(topic);
}

/** A word of the query and the thesaurus words searched for it (server/search/word-neighbours.ts). */
export interface RelatedWords {
  word: string;
  neighbours: string[];
}

/**
 * The expansions as listed to the reader: the vocabulary's concepts ("REIT → real estate investment
 * trust, …"), then the thesaurus's words ("insolvent → bankrupt, …").
 */
export function describeExpansions(
  expansions: readonly QueryExpansion[],
  related: readonly RelatedWords[] = [],
  perConcept = 3,
): string[] {
  return [
    ...expansions.map((e) => ({ matched: e.matched, added: e.synonyms.length > 0 ? e.synonyms : e.added })),
    ...related.map((r) => ({ matched: r.word, added: r.neighbours })),
  ].map(({ matched, added }) => `${matched} → ${added.slice(0, perConcept).join(', ')}`);
}

/**
 * The inline AI box's fallback when AI search fails or finds nothing: a plain text match on the
 * loaded articles' title, summary and content — the whole phrase, or else every word of it.
 */
export function localTextMatch<T extends { title: string; summary: string; content: string }>(
  articles: readonly T[],
  query: string,
): T[] {
  const phrase = query.trim().toLowerCase();
  if (!phrase) return [];
  const text = (a: T) => `${a.title} ${a.summary} ${a.content}`.toLowerCase();
  const whole = articles.filter((a) => text(a).includes(phrase));
  if (whole.length > 0) return whole;
  const words = phrase.split(/\s+/).filter((w) => w.length > 1);
  return words.length > 1 ? articles.filter((a) => words.every((w) => text(a).includes(w))) : [];
}
