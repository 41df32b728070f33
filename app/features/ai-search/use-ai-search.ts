import { useCallback, useEffect, useRef, useState } from 'react';
import type { Article } from '~/core/article';
import type { CategoryFilter } from '~/core/categories';
import { AI_SEARCH_MESSAGES } from '~/core/messages';
import type { DateRange } from '~/core/date-range';
import { localTextMatch, SEMANTIC_SEARCH_LIMITS } from '~/core/search-ranking';
import { notify } from '~/app/ui/notify';

/** Where a search was started: the panel asks for 10 results, the inline box for 20. */
export type AiSearchOrigin = 'panel' | 'inline';

export interface AiSearchAnswer {
  results: { article: Article; score: number }[];
  summary: string;
  searchIntent: string;
  searchEnhancements: string[];
  summarySource: 'extractive' | 'llm';
  error?: string;
}

export type AiSearchState =
  | { status: 'idle' }
  | { status: 'loading'; origin: AiSearchOrigin; query: string }
  /** AI-ranked results (possibly none). */
  | { status: 'done'; origin: AiSearchOrigin; query: string; answer: AiSearchAnswer }
  /** The search failed; the panel says so. */
  | { status: 'failed'; origin: AiSearchOrigin; query: string }
  /** The inline box's fallback after a failure or no results: a local text match. */
  | { status: 'local'; origin: AiSearchOrigin; query: string; matches: Article[] };

export interface AiSearchRequest {
  query: string;
  origin: AiSearchOrigin;
  category?: CategoryFilter;
  dateRange?: DateRange;
}

export interface AiSearch {
  state: AiSearchState;
  run(request: AiSearchRequest): Promise<void>;
  reset(): void;
}

/** The toast for an error text, by the words the spec keys on. */
function failureToast(message: string | undefined) {
  if (message?.includes('Rate limit')) notify('error', AI_SEARCH_MESSAGES.rateLimited);
  else if (message?.includes('credits')) notify('error', AI_SEARCH_MESSAGES.noCredits);
  else notify('error', AI_SEARCH_MESSAGES.failed, message || undefined);
}

/**
 * AI semantic search for the home page: one state shared by the panel, the inline box and the list
 * they replace. `articles` are the loaded ones (the no-articles check and the local fallback);
 * `resetKey` changes with the basic search, which resets to the normal list.
 */
export function useAiSearch({ articles, resetKey }: { articles: Article[]; resetKey: string }): AiSearch {
  const [state, setState] = useState<AiSearchState>({ status: 'idle' });
  // Only the newest search may set the state (an older answer arriving late is dropped).
  const latest = useRef(0);

  const reset = useCallback(() => {
    latest.current++;
    // The same state object when already idle, so React does not render the page again for nothing
    // (this runs on mount, in the middle of hydration).
    setState((current) => (current.status === 'idle' ? current : { status: 'idle' }));
  }, []);
  useEffect(() => reset(), [resetKey, reset]);

  const run = useCallback(
    async ({ query, origin, category, dateRange = 'all' }: AiSearchRequest) => {
      const text = query.trim();
      if (!text) {
        notify('warning', AI_SEARCH_MESSAGES.emptyQuery);
        return;
      }
      if (articles.length === 0) {
        notify('warning', AI_SEARCH_MESSAGES.noArticles);
        return;
      }
      const ticket = ++latest.current;
      const current = () => ticket === latest.current;
      setState({ status: 'loading', origin, query: text });
      const fallBack = () => setState({ status: 'local', origin, query: text, matches: localTextMatch(articles, text) });
      try {
        const response = await fetch('/api/v1/search/semantic', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: text,
            limit: origin === 'panel' ? SEMANTIC_SEARCH_LIMITS.panel : SEMANTIC_SEARCH_LIMITS.inline,
            dateRange,
            ...(category && category !== 'all' ? { category } : {}),
          }),
        });
        const body = (await response.json().catch(() => null)) as (AiSearchAnswer & { error?: string }) | null;
        if (!current()) return;
        if (!response.ok || !body || !Array.isArray(body.results)) {
          failureToast(body?.error);
          if (origin === 'inline') fallBack();
          else setState({ status: 'failed', origin, query: text });
          return;
        }
        if (body.results.length === 0) {
          notify('info', AI_SEARCH_MESSAGES.noResults);
          if (origin === 'inline') fallBack();
          else setState({ status: 'done', origin, query: text, answer: body });
          return;
        }
        setState({ status: 'done', origin, query: text, answer: body });
        // Results came from our own ranking; a failing language model only changed the summary.
        if (body.error) failureToast(body.error);
        else notify('success', AI_SEARCH_MESSAGES.complete);
      } catch (error) {
        if (!current()) return;
        failureToast((error as Error).message);
        if (origin === 'inline') fallBack();
        else setState({ status: 'failed', origin, query: text });
      }
    },
    [articles],
  );

  return { state, run, reset };
}
