import { ExternalLink, FolderPlus, Trash2, X } from '~/app/ui/icons';
import { useState } from 'react';
import {
  bookmarksIn,
  formatBookmarkDate,
  READ_LATER_ID,
  SORT_OPTIONS,
  sortBookmarks,
  type BookmarkSort,
} from '~/core/reading-lists';
import { Button } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { PublisherLink } from '~/app/ui/publisher-link';
import { CategoryBadge } from '~/app/components/category/CategoryBadge';
import { NewCollectionForm } from './NewCollectionForm';
import { removeCollection, unbookmark } from './store';
import { useReadingLists } from './use-reading-lists';

const SORT_LABELS: Record<BookmarkSort, string> = { date: 'Date', title: 'Title', source: 'Source' };
const DOT: Record<string, string> = {
  gray: 'bg-stone-400',
  blue: 'bg-sky-500',
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  yellow: 'bg-amber-400',
  purple: 'bg-violet-500',
};

/** My Reading Collections: the full-screen view of the bookmarks, by collection, with the New Collection dialog. */
export function ReadingListsView({ onClose }: { onClose: () => void }) {
  const lists = useReadingLists();
  const [selected, setSelected] = useState<string>('all');
  const [sort, setSort] = useState<BookmarkSort>('date');
  const [creating, setCreating] = useState(false);
  const current = lists.collections.find((c) => c.id === selected);
  const shown = sortBookmarks(bookmarksIn(lists, current ? selected : 'all'), sort);
  const count = (id: string) => bookmarksIn(lists, id).length;

  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="inset-0 left-0 top-0 flex h-dvh max-h-none w-screen translate-x-0 translate-y-0 flex-col rounded-none border-0 p-0">
        <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 md:px-8">
          <div>
            <DialogTitle className="text-xl md:text-2xl">My Reading Collections</DialogTitle>
            <DialogDescription>
              {lists.bookmarks.length} {lists.bookmarks.length === 1 ? 'bookmark' : 'bookmarks'} in {lists.collections.length}{' '}
              {lists.collections.length === 1 ? 'collection' : 'collections'}
            </DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="outline" className="h-11 md:h-10">
              <X aria-hidden="true" />
              Close
            </Button>
          </DialogClose>
        </header>
        <div className="grid min-h-0 flex-1 grid-rows-[auto_1fr] md:grid-cols-[18rem_1fr] md:grid-rows-1">
          <nav aria-label="Collections" className="border-b border-border p-4 md:overflow-y-auto md:border-b-0 md:border-r">
            <ul className="flex gap-2 overflow-x-auto md:flex-col md:overflow-visible">
              {[{ id: 'all', name: 'All bookmarks', color: 'gray' }, ...lists.collections].map((collection) => (
                <li key={collection.id} className="flex shrink-0 items-center gap-1">
                  <button
                    type="button"
                    aria-current={selected === collection.id || (collection.id === 'all' && !current) ? 'true' : undefined}
                    onClick={() => setSelected(collection.id)}
                    className={cn(
                      'flex min-h-11 flex-1 items-center gap-2 rounded-md px-3 text-left text-sm font-medium hover:bg-accent',
                      (selected === collection.id || (collection.id === 'all' && !current)) && 'bg-accent font-semibold',
                    )}
                  >
                    <span
                      className={cn('size-2.5 shrink-0 rounded-full', DOT[collection.color] ?? DOT.gray)}
                      aria-hidden="true"
                    />
                    <span className="flex-1 whitespace-nowrap">{collection.name}</span>
                    <span className="text-xs text-muted-foreground">{count(collection.id)}</span>
                  </button>
                  {collection.id !== 'all' && collection.id !== READ_LATER_ID && (
                    <button
                      type="button"
                      className="grid size-11 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-red-700 [&_svg]:size-4"
                      aria-label={`Delete collection ${collection.name}`}
                      onClick={() => {
                        removeCollection(collection.id);
                        if (selected === collection.id) setSelected('all');
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <Button variant="sage" className="mt-4 h-11 w-full md:h-10" onClick={() => setCreating(true)}>
              <FolderPlus aria-hidden="true" />
              New Collection
            </Button>
          </nav>
          <section aria-labelledby="collection-heading" className="min-h-0 overflow-y-auto p-4 md:p-8">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="collection-heading" className="font-serif text-xl font-bold">
                  {current?.name ?? 'All bookmarks'}
                </h2>
                {current?.description && <p className="text-sm text-muted-foreground">{current.description}</p>}
              </div>
              <label className="flex items-center gap-2 text-sm">
                Sort by
                <select
                  value={sort}
                  onChange={(event) => setSort(event.target.value as BookmarkSort)}
                  className="h-11 rounded-md border border-input bg-card px-2 md:h-9"
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {SORT_LABELS[option]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {shown.length === 0 ? (
              <p className="card px-6 py-10 text-center text-sm text-muted-foreground">
                No bookmarks here yet. Use the bookmark button on any article to save it.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {shown.map((b) => (
                  <li key={b.id} className="card flex flex-col gap-2 p-4">
                    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <CategoryBadge category={b.article.category} />
                      <span>{b.article.source}</span>
                      <span>Saved {formatBookmarkDate(b.bookmarkedAt)}</span>
                    </div>
                    <p className="font-serif text-lg font-bold leading-snug">{b.article.title}</p>
                    {b.article.summary && <p className="line-clamp-2 text-sm text-soft-foreground">{b.article.summary}</p>}
                    <div className="flex flex-wrap items-center gap-2">
                      <PublisherLink
                        href={b.article.url}
                        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline md:min-h-9"
                      >
                        Read Article
                        <ExternalLink className="size-4" aria-hidden="true" />
                        <span className="sr-only">: {b.article.title} (opens in a new tab)</span>
                      </PublisherLink>
                      <Button variant="ghost" size="sm" className="ml-auto h-11 md:h-9" onClick={() => unbookmark(b.article.id)}>
                        <Trash2 aria-hidden="true" />
                        Remove<span className="sr-only">: {b.article.title}</span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {creating && (
          <Dialog defaultOpen onOpenChange={(open) => !open && setCreating(false)}>
            <DialogContent>
              <div className="mb-4 flex items-start justify-between gap-4">
                <div>
                  <DialogTitle className="text-xl">New Collection</DialogTitle>
                  <DialogDescription>Group bookmarks by deal, market or topic.</DialogDescription>
                </div>
                <DialogClose asChild>
                  <Button variant="ghost" size="icon" aria-label="Close" className="size-11 md:size-10">
                    <X aria-hidden="true" />
                  </Button>
                </DialogClose>
              </div>
              <NewCollectionForm
                withDescription
                onCreated={(id) => {
                  setCreating(false);
                  setSelected(id);
                }}
              />
            </DialogContent>
          </Dialog>
        )}
      </DialogContent>
    </Dialog>
  );
}
