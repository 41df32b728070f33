import { useRevalidator } from 'react-router';
import { FONT_SIZES, type FontSize } from '~/core/preferences';
import { cn } from '~/app/ui/cn';
import { chooseFontSize, saveSubscriptions, useFontSize, useSubscriptions } from './preferences-store';

const SIZE_LABELS: Record<FontSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

export interface FeedSourceOption {
  key: string;
  name: string;
}

/** Reading preferences: the font size, and which sources appear in the list, Trending and Market News. */
export function PreferencesPanel({ sources }: { sources: FeedSourceOption[] }) {
  const size = useFontSize();
  const keys = sources.map((s) => s.key);
  const subscribed = useSubscriptions(keys);
  const revalidator = useRevalidator();
  const update = (next: string[]) => {
    saveSubscriptions(next, keys);
    void revalidator.revalidate();
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-2 font-semibold">Font size</legend>
        <div className="grid grid-cols-3 gap-2">
          {FONT_SIZES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-input px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              )}
            >
              <input
                type="radio"
                name="font-size"
                value={option}
                checked={size === option}
                onChange={() => chooseFontSize(option)}
                className="sr-only"
              />
              {SIZE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {sources.length > 0 && (
        <fieldset>
          <legend className="mb-1 font-semibold">Sources</legend>
          <p className="mb-2 text-sm text-muted-foreground">
            Untick a source to leave it out of the news list, Trending and Market News.
          </p>
          <ul className="flex flex-col">
            {sources.map((source) => (
              <li key={source.key}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-accent">
                  <input
                    type="checkbox"
                    className="size-4 accent-sage-700"
                    checked={subscribed.includes(source.key)}
                    onChange={(event) =>
                      update(event.target.checked ? [...subscribed, source.key] : subscribed.filter((k) => k !== source.key))
                    }
                  />
                  {source.name}
                </label>
              </li>
            ))}
          </ul>
          {subscribed.length < keys.length && (
            <button
              type="button"
              className="mt-2 min-h-11 text-sm font-semibold text-primary underline"
              onClick={() => update(keys)}
            >
              Show every source
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
