import { Star } from '~/app/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { useRatingSession } from './rating-session';

const RatingDialog = lazy(() => import('./RatingDialog').then((module) => ({ default: module.RatingDialog })));

/**
 * The floating rating button, bottom right on every page. It opens the rating dialog (loaded on the
 * click); once the dialog is closed (rated or not) the button stays away for the rest of the
 * browser session. On a phone it sits above the home page's 64 px bottom tab bar, never over it.
 */
export function FloatingRatingButton() {
  const { closed, rated, markClosed, markRated } = useRatingSession();
  const [open, setOpen] = useState(false);
  if ((closed || rated) && !open) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-[calc(4rem+env(safe-area-inset-bottom)+0.75rem)] z-20 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-sage-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:right-6 md:bottom-6 dark:hover:bg-sage-200 print:hidden"
      >
        <Star className="size-6" aria-hidden="true" />
        <span className="sr-only">Rate Our App</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <RatingDialog
            onRated={markRated}
            onClose={() => {
              setOpen(false);
              markClosed();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
