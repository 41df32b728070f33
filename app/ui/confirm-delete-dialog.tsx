import type { FetcherWithComponents } from 'react-router';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/**
 * "Are you sure?" before an admin deletes something: the spec's title and question, the name of what
 * goes, Cancel, and a Delete that posts `intent` with the thing's `id` through the row's fetcher (so
 * the deletion is the same form action with or without the dialog).
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  question,
  subject,
  fetcher,
  id,
  intent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  question: string;
  /** What is deleted, as the admin knows it (an address, a title). */
  subject: string;
  fetcher: Pick<FetcherWithComponents<unknown>, 'Form'>;
  id: string;
  intent: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <DialogDescription>{question}</DialogDescription>
        <p className="my-3 text-sm font-semibold break-words">{subject}</p>
        <fetcher.Form method="post" className="flex justify-end gap-2" onSubmit={() => onOpenChange(false)}>
          <input type="hidden" name="id" value={id} />
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" name="intent" value={intent} variant="destructive">
            Delete
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
