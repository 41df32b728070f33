import { Search } from '~/app/ui/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { ALL_CATEGORIES, type CategoryFilter } from '~/core/categories';
import type { DateRange } from '~/core/date-range';
import {
  buildSuggestions,
  MAX_SUGGESTIONS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
  trendingSuggestions,
  type Suggestion,
} from '~/core/suggestions';
import { buttonVariants } from '~/app/ui/button';
import { readRecentSearches, saveRecentSearch } from './recent-searches';
import { MAX_SEARCH_LENGTH, readerQueryString } from './reader-query';

/** The list and its popover code load once there is something to suggest. */
const SearchSuggestions = lazy(() => import('./SearchSuggestions').then((module) => ({ default: module.SearchSuggestions })));

/** Words of the whole 30-day window's headlines that start with the typed text (the server's list). */
async function windowTerms(prefix: string, signal: AbortSignal): Promise<string[]> {
  try {
    const response = await fetch(`/api/v1/search-terms?prefix=${encodeURIComponent(prefix)}`, { signal });
    return response.ok ? ((await response.json()) as { terms: string[] }).terms : [];
  } catch {
    // Offline or cancelled: the headlines on screen still give words.
    return [];
  }
}

/**
 * Keyword search as a GET form (works without JavaScript), with suggestions after 300 ms for more
 * than 2 characters: recent searches, categories, words from the headlines of the whole 30-day
 * window (the headlines on screen when the server cannot be asked); an empty field offers the
 * trending phrases. The field is an ARIA combobox: focus stays in it, arrows move the active
 * option (aria-activedescendant), Enter chooses it, Escape or a click outside closes the list.
 * The date range and source filters ride along with every search.
 */
export function SearchBox({
  search,
  category,
  headlines,
  range = 'all',
  source = '',
  onAiSearch,
}: {
  search: string;
  category: CategoryFilter;
  headlines: string[];
  range?: DateRange;
  source?: string;
  /** When given, the list ends with an "ai" suggestion that runs AI search on the text (issue 12). */
  onAiSearch?: (text: string) => void;
}) {
  const [text, setText] = useState(search);
  const [focused, setFocused] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const open = suggestions.length > 0;

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const typed = text.trim();
      if (typed === '' && focused && !search) {
        setSuggestions(trendingSuggestions());
        setActive(-1);
        return;
      }
      if (typed === search || typed.length < SUGGESTION_MIN_CHARS) {
        setSuggestions([]);
        setActive(-1);
        return;
      }
      // The industry vocabulary (12 KB gzip) loads with the first suggestion, not with the page.
      void Promise.all([windowTerms(typed, controller.signal), import('~/core/search-vocabulary')]).then(
        ([terms, vocabulary]) => {
          if (controller.signal.aborted) return;
          const plain = buildSuggestions(text, readRecentSearches(), [...terms, ...headlines]);
          const ai: Suggestion[] = onAiSearch ? [{ text: vocabulary.vocabularySuggestions(text)[0] ?? typed, type: 'ai' }] : [];
          setSuggestions([...plain.slice(0, MAX_SUGGESTIONS - ai.length), ...ai]);
          setActive(-1);
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, search, headlines, focused, onAiSearch]);

  const go = (query: { search: string; category: CategoryFilter }) => {
    if (query.search) saveRecentSearch(query.search);
    setSuggestions([]);
    setFocused(false);
    void navigate(readerQueryString({ ...query, range, source }) || '/', { preventScrollReset: true });
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.type === 'ai' && onAiSearch) {
      setSuggestions([]);
      onAiSearch(suggestion.text);
    } else if (suggestion.type === 'category' && suggestion.category) {
      setText('');
      go({ search: '', category: suggestion.category as CategoryFilter });
    } else {
      setText(suggestion.text);
      go({ search: suggestion.text, category });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    }
  };

  return (
    <>
      <Form
        ref={formRef}
        method="get"
        role="search"
        className="flex w-full max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: text.trim(), category });
        }}
      >
        {category !== ALL_CATEGORIES && <input type="hidden" name="category" value={category} />}
        {range !== 'all' && <input type="hidden" name="range" value={range} />}
        {source && <input type="hidden" name="source" value={source} />}
        <label htmlFor="news-search" className="sr-only">
          Search news
        </label>
        <input
          id="news-search"
          type="search"
          name="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="Search articles, sources, topics…"
          className="h-11 w-full rounded-md border border-input bg-card px-3 text-sm placeholder:text-brown-600 md:h-10 dark:placeholder:text-cream-300"
        />
        <button
          type="submit"
          className={buttonVariants({ variant: 'sage', size: 'icon', className: 'size-11 md:size-10' })}
          aria-label="Search"
        >
          <Search aria-hidden="true" />
        </button>
      </Form>
      {open && (
        <Suspense>
          <SearchSuggestions
            formRef={formRef}
            listId={listId}
            suggestions={suggestions}
            active={active}
            onChoose={choose}
            onClose={() => setSuggestions([])}
          />
        </Suspense>
      )}
    </>
  );
}
