/**
 * AI semantic search as a service: validates a request, applies the per-client limit, ranks
 * (hybrid, server/search/hybrid.ts), writes the extractive summary and the intent, and, when a
 * language model is configured, lets it rewrite those two (falling back to ours on any failure).
 */
import { z } from 'zod';
import { isCategory, type Category } from '~/core/categories';
import { AI_SEARCH_TEXT } from '~/core/messages';
import { DATE_RANGES } from '~/core/date-range';
import { describeExpansions, detectIntent, extractiveSummary, SEMANTIC_SEARCH_LIMITS } from '~/core/search-ranking';
import { cleanSearchText } from '~/core/text';
import type { Db } from '~/server/db/client';
import type { RateLimiter } from '~/server/limits/rate-limiter';
import { logger } from '~/server/logger';
import type { Embedder } from './embedder';
import { rankArticles, type RankedArticle } from './hybrid';
import { LlmError, type LanguageModel } from './llm';
import type { WordNeighbours } from './word-neighbours';

/** Searches one client may run per minute (each embeds a query and runs a ranked query per list). */
export const SEMANTIC_SEARCH_RATE = { max: 30, windowMs: 60_000 };

export const semanticSearchSchema = z.object({
  query: z
    .string({ error: 'must be a string' })
    .transform((q) => cleanSearchText(q))
    .pipe(z.string().min(1, 'must not be empty').max(SEMANTIC_SEARCH_LIMITS.queryMaxChars)),
  limit: z
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(SEMANTIC_SEARCH_LIMITS.max)
    .default(SEMANTIC_SEARCH_LIMITS.inline),
  category: z
    .string({ error: 'must be a string' })
    .refine((v) => v === 'all' || isCategory(v), 'unknown category')
    .optional(),
  dateRange: z.enum(DATE_RANGES, { error: `must be one of ${DATE_RANGES.join(', ')}` }).default('all'),
});

export interface SemanticSearchResponse {
  results: RankedArticle[];
  summary: string;
  searchIntent: string;
  searchEnhancements: string[];
  /** Who wrote the summary and intent: our extractive digest, or the configured language model. */
  summarySource: 'extractive' | 'llm';
  /** Set when the language model failed for a reason the reader is told (rate limit, credits). */
  error?: string;
}

export type SemanticSearchOutcome =
  { ok: true; response: SemanticSearchResponse } | { ok: false; status: 400 | 429; error: string; parameter?: string };

export interface SemanticSearch {
  search(body: unknown, clientKey: string): Promise<SemanticSearchOutcome>;
}

export interface SemanticSearchDeps {
  db: Db;
  embedder: Embedder;
  thesaurus: WordNeighbours;
  limiter: RateLimiter;
  /** Null: summary and intent are always ours. */
  languageModel: LanguageModel | null;
  now: () => Date;
}

export function createSemanticSearch(deps: SemanticSearchDeps): SemanticSearch {
  const queryVector = async (text: string) => {
    try {
      return (await deps.embedder.embed([text], 'query'))[0] ?? null;
    } catch (error) {
      // The text lists still rank; a missing model must not take search down.
      logger.warn({ err: error }, 'query embedding failed; ranking by text only');
      return null;
    }
  };

  return {
    async search(body, clientKey) {
      const parsed = semanticSearchSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const parameter = issue.path.length > 0 ? String(issue.path[0]) : 'body';
        const message = parameter === 'body' ? 'must be a JSON object' : issue.message;
        return { ok: false, status: 400, error: `Invalid parameter '${parameter}': ${message}`, parameter };
      }
      if (!(await deps.limiter.take(clientKey))) return { ok: false, status: 429, error: AI_SEARCH_TEXT.apiRateLimited };

      const { query, limit, dateRange } = parsed.data;
      const category = parsed.data.category && parsed.data.category !== 'all' ? (parsed.data.category as Category) : undefined;
      const ranking = await rankArticles(
        { db: deps.db, queryVector, thesaurus: deps.thesaurus, now: deps.now() },
        { query, limit, category, dateRange },
      );
      const articles = ranking.results.map((r) => r.article);
      const response: SemanticSearchResponse = {
        results: ranking.results,
        summary: extractiveSummary(articles, query, ranking.expansions),
        searchIntent: detectIntent(
          ranking.expansions,
          articles.map((a) => a.category),
        ),
        searchEnhancements: describeExpansions(ranking.expansions, ranking.related),
        summarySource: 'extractive',
      };
      if (deps.languageModel && articles.length > 0) {
        try {
          const digest = await deps.languageModel.digest(query, articles);
          response.summary = digest.summary;
          response.searchIntent = digest.intent;
          response.summarySource = 'llm';
        } catch (error) {
          const kind = error instanceof LlmError ? error.kind : 'unavailable';
          logger.warn({ err: error, kind }, 'language model failed; extractive summary kept');
          // The spec tells readers about these two; a timeout or a garbled answer just falls back.
          if (kind === 'rate-limit' || kind === 'credits') response.error = (error as Error).message;
        }
      }
      return { ok: true, response };
    },
  };
}
