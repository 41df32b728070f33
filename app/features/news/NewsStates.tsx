import { AlertTriangle, RefreshCw } from '~/app/ui/icons';
import { TEXT } from '~/core/messages';
import { LOADING_PROGRESS } from '~/core/loading';
import { Button } from '~/app/ui/button';

/** The spec's loading bar: fixed at 65 while a list is replaced (the home page and the embed). */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={LOADING_PROGRESS}
      className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-accent"
    >
      <div className="h-full rounded-full bg-sage-600 dark:bg-sage-300" style={{ width: `${LOADING_PROGRESS}%` }} />
    </div>
  );
}

/** The spec's loading panel while the list is replaced. */
export function NewsLoading() {
  return (
    <div role="status" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="font-serif text-xl font-semibold">{TEXT.loadingNews}</p>
      <LoadingBar label={TEXT.loadingNews} />
      <p className="text-sm text-muted-foreground">{TEXT.loadingNewsDetail}</p>
    </div>
  );
}

export function NewsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 border-red-300 px-6 py-12 text-center dark:border-red-900">
      <AlertTriangle className="size-8 text-red-700 dark:text-red-300" aria-hidden="true" />
      <p className="font-serif text-xl font-semibold">{TEXT.newsLoadingError}</p>
      <p className="text-sm text-muted-foreground">{TEXT.newsLoadingErrorDetail}</p>
      <Button variant="sage" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {TEXT.tryAgain}
      </Button>
    </div>
  );
}
