import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { ALL_CATEGORIES, type CategoryFilter } from '~/core/categories';
import { buildSuggestions, MAX_SUGGESTIONS, SUGGESTION_DEBOUNCE_MS, type Suggestion } from '~/core/suggestions';
import { vocabularySuggestions } from '~/core/search-vocabulary';
import { buttonVariants } from '~/app/ui/button';
import { readRecentSearches, saveRecentSearch } from './recent-searches';
import { MAX_SEARCH_LENGTH, readerQueryString } from './reader-query';

/** The list and its popover code load once there is something to suggest. */
const SearchSuggestions = lazy(() => import('./SearchSuggestions').then((module) => ({ default: module.SearchSuggestions })));

/**
 * Keyword search as a GET form (works without JavaScript), with suggestions after 300 ms for more
 * than 2 characters: recent searches, categories, words from the loaded headlines. The field is an
 * ARIA combobox: focus stays in it, arrows move the active option (aria-activedescendant), Enter
 * chooses it, Escape or a click outside closes the list.
 */
export function SearchBox({
  search,
  category,
  headlines,
  onAiSearch,
}: {
  search: string;
  category: CategoryFilter;
  headlines: string[];
  /** When given, the list ends with an "ai" suggestion that runs AI search on the text (issue 12). */
  onAiSearch?: (text: string) => void;
}) {
  const [text, setText] = useState(search);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const open = suggestions.length > 0;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const plain = text.trim() === search ? [] : buildSuggestions(text, readRecentSearches(), headlines);
      const ai: Suggestion[] =
        onAiSearch && text.trim().length > 2 && text.trim() !== search
          ? [{ text: vocabularySuggestions(text)[0] ?? text.trim(), type: 'ai' }]
          : [];
      setSuggestions([...plain.slice(0, MAX_SUGGESTIONS - ai.length), ...ai]);
      setActive(-1);
    }, SUGGESTION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, headlines, onAiSearch]);

  const go = (query: { search: string; category: CategoryFilter }) => {
    if (query.search) saveRecentSearch(query.search);
    setSuggestions([]);
    void navigate(readerQueryString(query) || '/', { preventScrollReset: true });
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
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="Search articles, sources, topics…"
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm placeholder:text-brown-600 dark:placeholder:text-cream-300"
        />
        <button type="submit" className={buttonVariants({ variant: 'sage', size: 'icon' })} aria-label="Search">
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
