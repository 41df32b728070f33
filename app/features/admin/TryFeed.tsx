import { ExternalLink, FlaskConical } from '~/app/ui/icons';
import { useFetcher } from 'react-router';
import { ADMIN_TEXT } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { PublisherLink } from '~/app/ui/publisher-link';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { dateTimeFormat } from '~/core/intl';

/** What the route action answers for a preview: the pipeline's result, or why the address was refused. */
export interface TryFeedResult {
  intent: string;
  ok: boolean;
  message?: string;
  field?: string;
  preview?: {
    input: string;
    format: string | null;
    items: { title: string; url: string; summary: string; category: string; publishedAt: string; imageUrl: string }[];
    dropped: { title: string; link: string | null; reason: string }[];
    error: string | null;
  };
}

const dateFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "Try a feed": the same pipeline as `npm run feeds:preview`, for an address an admin types. */
export function TryFeed() {
  const fetcher = useFetcher<TryFeedResult>();
  const busy = fetcher.state !== 'idle';
  const data = fetcher.data?.intent === 'preview' ? fetcher.data : undefined;
  const preview = data?.preview;
  const inputError = data && !data.ok ? data.message : undefined;
  return (
    <section aria-labelledby="try-feed" className="card flex flex-col gap-4 p-6">
      <div>
        <h2 id="try-feed" className="flex items-center gap-2 font-serif text-lg font-bold">
          <FlaskConical className="size-5 text-primary" aria-hidden="true" />
          Try a feed
        </h2>
        <p className="text-sm text-soft-foreground">{ADMIN_TEXT.tryFeedHint}</p>
      </div>
      <fetcher.Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value="preview" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="try-feed-url" className="text-sm font-medium">
            Feed address
          </label>
          <Input
            id="try-feed-url"
            name="url"
            type="url"
            required
            placeholder="https://www.mcknightsseniorliving.com/feed/"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? 'try-feed-error' : undefined}
          />
          {inputError && (
            <p id="try-feed-error" role="alert" className="text-sm text-red-800 dark:text-red-200">
              {inputError}
            </p>
          )}
        </div>
        <Button type="submit" variant="sage" disabled={busy} className="sm:mt-6">
          {busy ? 'Trying…' : 'Try feed'}
        </Button>
      </fetcher.Form>
      {preview && <PreviewResult preview={preview} />}
    </section>
  );
}

function PreviewResult({ preview }: { preview: NonNullable<TryFeedResult['preview']> }) {
  if (preview.error !== null) {
    return (
      <div
        role="status"
        className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-semibold">The feed could not be read</p>
        <p className="break-words">{preview.error}</p>
      </div>
    );
  }
  return (
    <div role="status" aria-label="Preview result" className="flex flex-col gap-3">
      <p className="text-sm font-medium">
        {preview.format?.toUpperCase()} feed: {preview.items.length} {preview.items.length === 1 ? 'article' : 'articles'}
        {preview.dropped.length > 0 && `, ${preview.dropped.length} dropped`}
      </p>
      {preview.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXT.tryFeedNoItems}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-md border border-border">
          {preview.items.map((item) => (
            <li key={item.url} className="flex flex-col gap-1 p-3">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <CategoryBadge category={item.category} />
                <time dateTime={item.publishedAt}>{dateFormat.format(new Date(item.publishedAt))} UTC</time>
              </p>
              <PublisherLink href={item.url} className="font-semibold leading-snug hover:underline">
                {item.title}
                <ExternalLink className="ml-1 inline size-3.5" aria-hidden="true" />
              </PublisherLink>
              <p className="break-all text-xs text-muted-foreground">{item.url}</p>
              <p className="text-sm text-soft-foreground">{item.summary}</p>
            </li>
          ))}
        </ol>
      )}
      {preview.dropped.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Dropped items</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {preview.dropped.map((item, index) => (
              <li key={index} className="break-words">
                <span className="font-medium">{item.title || '(no title)'}</span>
                {item.link && <span className="text-muted-foreground"> ({item.link})</span>}: {item.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
