import { Bookmark, BookmarkCheck } from '~/app/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { isBookmarked, type BookmarkedArticle } from '~/core/reading-lists';
import { cn } from '~/app/ui/cn';
import { useReadingLists } from './use-reading-lists';

const SaveDialog = lazy(() => import('./SaveDialog').then((module) => ({ default: module.SaveDialog })));

/** The Bookmark button of a card: opens the dialog that saves the article into collections. */
export function BookmarkButton({ article, className }: { article: BookmarkedArticle; className?: string }) {
  const lists = useReadingLists();
  const [open, setOpen] = useState(false);
  const saved = isBookmarked(lists, article.id);
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <>
      <button
        type="button"
        className={cn(
          'grid size-11 place-items-center rounded-md text-soft-foreground hover:bg-accent md:size-9 [&_svg]:size-4',
          saved && 'text-primary',
          className,
        )}
        aria-label={`${saved ? 'Bookmarked' : 'Bookmark'}: ${article.title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon aria-hidden="true" className={saved ? 'fill-current' : undefined} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveDialog article={article} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
