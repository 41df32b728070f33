import { Clock, Search, Tag, TrendingUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { ALL_CATEGORIES, type CategoryFilter } from '~/core/categories';
import { buildSuggestions, SUGGESTION_DEBOUNCE_MS, type Suggestion } from '~/core/suggestions';
import { buttonVariants } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { Popover, PopoverAnchor, PopoverContent } from '~/app/ui/popover';
import { readRecentSearches, saveRecentSearch } from './recent-searches';
import { MAX_SEARCH_LENGTH, readerQueryString } from './reader-query';

const ICONS = { recent: Clock, category: Tag, trending: TrendingUp, ai: Search } as const;
const TYPE_LABELS = { recent: 'Recent', category: 'Category', trending: 'Headline', ai: 'Headline' } as const;

/**
 * Keyword search as a GET form (works without JavaScript), with suggestions after 300 ms for more
 * than 2 characters: recent searches, categories, words from the loaded headlines. The field is an
 * ARIA combobox: focus stays in it, arrows move the active option (aria-activedescendant), Enter
 * chooses it, Escape or a click outside closes the list.
 */
export function SearchBox({ search, category, headlines }: { search: string; category: CategoryFilter; headlines: string[] }) {
  const [text, setText] = useState(search);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const open = suggestions.length > 0;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSuggestions(text.trim() === search ? [] : buildSuggestions(text, readRecentSearches(), headlines));
      setActive(-1);
    }, SUGGESTION_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, headlines]);

  const go = (query: { search: string; category: CategoryFilter }) => {
    if (query.search) saveRecentSearch(query.search);
    setSuggestions([]);
    void navigate(readerQueryString(query) || '/', { preventScrollReset: true });
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.type === 'category' && suggestion.category) {
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
    <Popover open={open} onOpenChange={(next) => !next && setSuggestions([])}>
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
        <PopoverAnchor asChild>
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
            className="h-10 w-full rounded-md border border-tan-300 bg-cream-50 px-3 text-sm placeholder:text-brown-600 dark:border-night-700 dark:bg-night-800 dark:placeholder:text-cream-300"
          />
        </PopoverAnchor>
        <button type="submit" className={buttonVariants({ variant: 'sage', size: 'icon' })} aria-label="Search">
          <Search aria-hidden="true" />
        </button>
      </Form>
      <PopoverContent
        asChild
        // Focus stays in the field; typing, the field and its button do not close the list.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (formRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        className="w-(--radix-popover-trigger-width)"
      >
        <ul id={listId} role="listbox" aria-label="Search suggestions">
          {suggestions.map((suggestion, index) => {
            const Icon = ICONS[suggestion.type];
            return (
              <li
                key={`${suggestion.type}-${suggestion.text}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 hover:bg-tan-100 dark:hover:bg-night-700',
                  index === active && 'bg-tan-100 dark:bg-night-700',
                )}
              >
                <Icon className="size-4 shrink-0 text-brown-700 dark:text-cream-200" aria-hidden="true" />
                <span className="flex-1">{suggestion.text}</span>
                <span className="text-xs text-brown-700 dark:text-cream-200">{TYPE_LABELS[suggestion.type]}</span>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
