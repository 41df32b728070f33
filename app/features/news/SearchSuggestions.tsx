import { Clock, Sparkles, Tag, TrendingUp } from '~/app/ui/icons';
import type { RefObject } from 'react';
import type { Suggestion } from '~/core/suggestions';
import { cn } from '~/app/ui/cn';
import { Popover, PopoverAnchor, PopoverContent } from '~/app/ui/popover';

const ICONS = { recent: Clock, category: Tag, trending: TrendingUp, ai: Sparkles } as const;
const TYPE_LABELS = { recent: 'Recent', category: 'Category', trending: 'Trending', ai: 'AI search' } as const;

export interface SearchSuggestionsProps {
  /** The search form: the list sits under its field, as wide as the field; clicks in it do not close the list. */
  formRef: RefObject<HTMLFormElement | null>;
  listId: string;
  suggestions: Suggestion[];
  active: number;
  onChoose: (suggestion: Suggestion) => void;
  onClose: () => void;
}

/**
 * The listbox of the search combobox, in a Radix Popover (placement, Escape, click outside). Loaded
 * by SearchBox when there is something to suggest. Focus stays in the field throughout: the field
 * points at the active option with aria-activedescendant.
 */
export function SearchSuggestions({ formRef, listId, suggestions, active, onChoose, onClose }: SearchSuggestionsProps) {
  return (
    <Popover open onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={formRef as RefObject<HTMLFormElement>} />
      <PopoverContent
        asChild
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (formRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        // The form less its search button and the gap before it (2.5rem + 0.5rem).
        className="w-[calc(var(--radix-popover-trigger-width)-3rem)]"
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
                  onChoose(suggestion);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 hover:bg-accent',
                  index === active && 'bg-accent',
                )}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="flex-1">{suggestion.text}</span>
                <span className="text-xs text-muted-foreground">{TYPE_LABELS[suggestion.type]}</span>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
