import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/app/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { RatingForm } from './RatingForm';
import { useRatingSession } from './rating-session';

/**
 * The floating rating button, bottom right on every page. It opens the rating dialog; once the
 * dialog is closed (rated or not) the button stays away for the rest of the browser session.
 * On a phone it sits above the home page's 64 px bottom tab bar, never over it.
 */
export function FloatingRatingButton() {
  const { closed, rated, markClosed, markRated } = useRatingSession();
  const [open, setOpen] = useState(false);
  if ((closed || rated) && !open) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) markClosed();
      }}
    >
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-[calc(4rem+env(safe-area-inset-bottom)+0.75rem)] z-20 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-sage-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:right-6 md:bottom-6 dark:hover:bg-sage-200 print:hidden"
      >
        <Star className="size-6" aria-hidden="true" />
        <span className="sr-only">Rate Our App</span>
      </button>
      <DialogContent>
        <DialogTitle>Rate Our App</DialogTitle>
        <DialogDescription className="mb-4">How is the journal working for you? Your feedback is anonymous.</DialogDescription>
        <RatingForm onRated={markRated} />
        <DialogClose asChild>
          <Button variant="ghost" className="mt-2 w-full">
            Close
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
