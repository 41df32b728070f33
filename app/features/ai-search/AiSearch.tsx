import { ArrowLeft, Loader2, Sparkles } from '~/app/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import type { Article } from '~/core/article';
import type { CategoryFilter } from '~/core/categories';
import { AI_SEARCH_TEXT } from '~/core/messages';
import { DATE_RANGE_LABELS, DATE_RANGES, type DateRange } from '~/core/date-range';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import type { AiSearch, AiSearchState } from './use-ai-search';

const busy = (state: AiSearchState) => state.status === 'loading';

/**
 * The AI semantic search panel: a question in plain words, a date range, and after a search the
 * detected topic, the expansions used and a summary of the top results (10 of them replace the list).
 */
export function AiSearchPanel({ ai, category }: { ai: AiSearch; category: CategoryFilter }) {
  const [query, setQuery] = useState('');
  const [dateRange, setDateRange] = useState<DateRange>('all');
  const id = useId();
  const { state } = ai;
  const mine = state.status !== 'idle' && state.origin === 'panel';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ai.run({ query, origin: 'panel', category, dateRange });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-4 border-sage-300 p-5 dark:border-sage-800">
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-sage-100 p-2 text-sage-800 dark:bg-sage-900 dark:text-sage-100">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
            AI Semantic Search
          </h2>
          <p className="text-sm text-muted-foreground">
            Ask in your own words. Industry terms and abbreviations (REIT, SNF, CCRC, HCBS…) are understood both ways.
          </p>
        </div>
      </div>
      <form role="search" aria-label="AI semantic search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-query`} className="sr-only">
          Describe the news you are looking for
        </label>
        <Input
          id={`${id}-query`}
          type="search"
          value={query}
          maxLength={500}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. which landlords are buying nursing homes?"
          className="bg-card placeholder:text-brown-600 sm:flex-1 dark:placeholder:text-cream-300"
        />
        <label htmlFor={`${id}-range`} className="sr-only">
          Published
        </label>
        <select
          id={`${id}-range`}
          value={dateRange}
          onChange={(event) => setDateRange(event.target.value as DateRange)}
          className="h-10 rounded-md border border-input bg-card px-2 text-sm"
        >
          {DATE_RANGES.map((range) => (
            <option key={range} value={range}>
              {DATE_RANGE_LABELS[range]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="sage" disabled={busy(state)}>
          {busy(state) && mine ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          AI Search
        </Button>
      </form>
      {mine && <PanelOutcome state={state} />}
    </section>
  );
}

function PanelOutcome({ state }: { state: AiSearchState }) {
  if (state.status === 'failed')
    return <p className="text-sm font-medium text-red-700 dark:text-red-300">{AI_SEARCH_TEXT.failedInline}</p>;
  if (state.status !== 'done') return null;
  const { answer } = state;
  if (answer.results.length === 0) return <p className="text-sm">{AI_SEARCH_TEXT.noRelevant}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-md bg-accent/60 p-4 text-sm">
      <p>
        <span className="font-semibold">Topic:</span> {answer.searchIntent}
      </p>
      {answer.searchEnhancements.length > 0 && (
        <p>
          <span className="font-semibold">Also searched for:</span> {answer.searchEnhancements.join('; ')}
        </p>
      )}
      <p className="leading-relaxed">{answer.summary}</p>
      <p className="text-xs text-muted-foreground">
        {answer.summarySource === 'llm' ? AI_SEARCH_TEXT.modelSummary : AI_SEARCH_TEXT.extractiveSummary}
      </p>
    </div>
  );
}

/** The inline AI search box beside the category pills: 20 AI-ranked results replace the list. */
export function AiSearchBox({ ai, category }: { ai: AiSearch; category: CategoryFilter }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const loading = busy(ai.state) && ai.state.status === 'loading' && ai.state.origin === 'inline';
  return (
    <form
      role="search"
      aria-label="AI search box"
      className="flex w-full gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void ai.run({ query, origin: 'inline', category });
      }}
    >
      <label htmlFor={`${id}-query`} className="sr-only">
        AI search: ask about the news
      </label>
      <Input
        id={`${id}-query`}
        type="search"
        value={query}
        maxLength={500}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Ask AI: e.g. memory care staffing"
        className="bg-card placeholder:text-brown-600 dark:placeholder:text-cream-300"
      />
      <Button type="submit" variant="outline" disabled={busy(ai.state)}>
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        Ask AI
      </Button>
    </form>
  );
}

/** The articles that replace the list, if an AI search (or its local fallback) is showing. */
export function aiSearchArticles(state: AiSearchState): Article[] | null {
  if (state.status === 'done') return state.answer.results.map((r) => r.article);
  if (state.status === 'local') return state.matches;
  return null;
}

/**
 * What the list shows instead of the latest news while an AI search is on: its count, and a way
 * back. Also the live region that announces the outcome to screen readers.
 */
export function AiResultsStatus({ ai }: { ai: AiSearch }) {
  const { state } = ai;
  let message = '';
  if (state.status === 'loading') message = AI_SEARCH_TEXT.searching;
  else if (state.status === 'done')
    message = state.answer.results.length > 0 ? AI_SEARCH_TEXT.showing(state.answer.results.length) : AI_SEARCH_TEXT.noRelevant;
  else if (state.status === 'local') message = AI_SEARCH_TEXT.localMatches(state.matches.length);
  else if (state.status === 'failed') message = AI_SEARCH_TEXT.failedInline;
  const showing = state.status === 'done' || state.status === 'local';
  return (
    <div
      className={
        showing
          ? 'flex flex-wrap items-center justify-between gap-3 rounded-lg bg-sage-100 px-4 py-3 dark:bg-sage-950'
          : 'sr-only'
      }
    >
      <p role="status" aria-live="polite" className="text-sm font-semibold">
        {showing && <Sparkles className="mr-2 inline size-4" aria-hidden="true" />}
        {message}
        {state.status !== 'idle' && state.status !== 'loading' && <span className="sr-only"> for “{state.query}”</span>}
      </p>
      {state.status === 'local' && <p className="w-full text-xs text-muted-foreground">{AI_SEARCH_TEXT.localFallbackNote}</p>}
      {showing && (
        <Button variant="ghost" size="sm" onClick={ai.reset}>
          <ArrowLeft aria-hidden="true" />
          Back to latest news
        </Button>
      )}
    </div>
  );
}
