import { Plus } from '~/app/ui/icons';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { categoryLabel, CATEGORIES } from '~/core/categories';
import { ADMIN_TEXT } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { notify } from '~/app/ui/notify';

interface AddFeedResult {
  intent: string;
  ok: boolean;
  message?: string;
  field?: string;
}

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'McKnight’s Senior Living' },
  { name: 'key', label: 'Key', type: 'text', placeholder: 'mcknights' },
  { name: 'url', label: 'Feed address', type: 'url', placeholder: 'https://www.mcknightsseniorliving.com/feed/' },
] as const;

/** Adds a feed to the list (stored in the database, recorded with the admin who added it). */
export function AddFeedForm() {
  const fetcher = useFetcher<AddFeedResult>();
  const form = useRef<HTMLFormElement>(null);
  const data = fetcher.data?.intent === 'add' ? fetcher.data : undefined;
  useEffect(() => {
    if (!data?.message) return;
    if (data.ok) {
      notify('success', { title: data.message });
      form.current?.reset();
    }
  }, [data]);
  const errorFor = (field: string) => (data && !data.ok && (data.field ?? 'url') === field ? data.message : undefined);
  return (
    <section aria-labelledby="add-feed" className="card flex flex-col gap-4 p-6">
      <h2 id="add-feed" className="flex items-center gap-2 font-serif text-lg font-bold">
        <Plus className="size-5 text-primary" aria-hidden="true" />
        Add a feed
      </h2>
      <fetcher.Form ref={form} method="post" className="grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="add" />
        {FIELDS.map((field) => {
          const error = errorFor(field.name);
          return (
            <div key={field.name} className={`flex flex-col gap-1 ${field.name === 'url' ? 'md:col-span-2' : ''}`}>
              <label htmlFor={`add-feed-${field.name}`} className="text-sm font-medium">
                {field.label}
              </label>
              <Input
                id={`add-feed-${field.name}`}
                name={field.name}
                type={field.type}
                required
                placeholder={field.placeholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `add-feed-${field.name}-error` : undefined}
              />
              {error && (
                <p
                  id={`add-feed-${field.name}-error`}
                  role="alert"
                  className="text-sm break-words text-red-800 dark:text-red-200"
                >
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="flex flex-col gap-1">
          <label htmlFor="add-feed-category" className="text-sm font-medium">
            Default category
          </label>
          <select
            id="add-feed-category"
            name="defaultCategory"
            className="h-10 w-full rounded-md border border-input bg-cream-50 px-3 text-sm dark:bg-night-900 dark:text-cream-50"
            defaultValue=""
          >
            <option value="">None (from the text)</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <Button type="submit" variant="sage" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' ? 'Adding…' : 'Add feed'}
          </Button>
        </div>
        {data && !data.ok && !FIELDS.some((f) => f.name === (data.field ?? 'url')) && (
          <p role="alert" className="text-sm text-red-800 md:col-span-2 dark:text-red-200">
            {data.message || ADMIN_TEXT.feedActionFailedTitle}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
