import { X } from '~/app/ui/icons';
import { useState } from 'react';
import { READ_LATER_ID, type BookmarkedArticle } from '~/core/reading-lists';
import { Button } from '~/app/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { notify } from '~/app/ui/notify';
import { NewCollectionForm } from './NewCollectionForm';
import { bookmark, unbookmark } from './store';
import { useReadingLists } from './use-reading-lists';

/**
 * Saves an article into collections: Read Later is ticked for a new bookmark; collections it is
 * already in stay ticked (saving again only adds). A new collection can be made here and is ticked.
 */
export function SaveDialog({ article, onClose }: { article: BookmarkedArticle; onClose: () => void }) {
  const lists = useReadingLists();
  const existing = lists.bookmarks.find((b) => b.article.id === article.id);
  const [chosen, setChosen] = useState<string[]>(existing ? existing.collectionIds : [READ_LATER_ID]);
  const toggle = (id: string) => setChosen((ids) => (ids.includes(id) ? ids.filter((c) => c !== id) : [...ids, id]));

  const save = () => {
    bookmark(article, { collectionIds: chosen });
    notify('success', { title: 'Saved to your reading lists', description: article.title });
    onClose();
  };

  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-md:bottom-0 max-md:top-auto max-md:translate-y-0 max-md:rounded-b-none">
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <DialogTitle className="text-xl">Save to reading list</DialogTitle>
            <DialogDescription className="line-clamp-2">{article.title}</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="size-11 shrink-0 md:size-10">
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <fieldset className="mb-4">
          <legend className="mb-2 text-sm font-semibold">Collections</legend>
          <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
            {lists.collections.map((collection) => {
              const already = existing?.collectionIds.includes(collection.id) ?? false;
              return (
                <li key={collection.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-accent">
                    <input
                      type="checkbox"
                      className="size-4 accent-sage-700"
                      checked={already || chosen.includes(collection.id)}
                      disabled={already}
                      onChange={() => toggle(collection.id)}
                    />
                    <span>{collection.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <NewCollectionForm onCreated={(id) => setChosen((ids) => [...ids, id])} />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          {existing && (
            <Button
              variant="outline"
              onClick={() => {
                unbookmark(article.id);
                notify('info', { title: 'Bookmark removed' });
                onClose();
              }}
            >
              Remove bookmark
            </Button>
          )}
          <Button variant="sage" onClick={save}>
            Save
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
