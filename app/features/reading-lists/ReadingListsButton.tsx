import { Bookmark } from '~/app/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { cn } from '~/app/ui/cn';
import { buttonVariants } from '~/app/ui/button';
import { useReadingLists } from './use-reading-lists';

const ReadingListsView = lazy(() => import('./ReadingListsView').then((module) => ({ default: module.ReadingListsView })));

/** My Reading Lists: opens the full-screen My Reading Collections view (loaded on first use). */
export function ReadingListsButton({ iconOnly = false, className }: { iconOnly?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const { bookmarks } = useReadingLists();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={iconOnly ? `My Reading Lists (${bookmarks.length})` : undefined}
        onClick={() => setOpen(true)}
        className={cn(
          iconOnly
            ? buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative size-11' })
            : buttonVariants({ variant: 'outline', size: 'sm' }),
          className,
        )}
      >
        <Bookmark aria-hidden="true" />
        {!iconOnly && (
          <>
            My Reading Lists
            <span className="rounded-full bg-accent px-1.5 text-xs">{bookmarks.length}</span>
          </>
        )}
        {iconOnly && bookmarks.length > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1 grid min-w-4 place-items-center rounded-full bg-primary px-1 text-[0.625rem] font-bold leading-4 text-primary-foreground"
          >
            {bookmarks.length > 99 ? '99+' : bookmarks.length}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReadingListsView onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
