import { Button } from '~/app/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { RatingForm } from './RatingForm';

/** The floating button's dialog, in a chunk of its own: every page shows the button, few readers open it. */
export function RatingDialog({ onRated, onClose }: { onRated: () => void; onClose: () => void }) {
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Rate Our App</DialogTitle>
        <DialogDescription className="mb-4">How is the journal working for you? Your feedback is anonymous.</DialogDescription>
        <RatingForm onRated={onRated} />
        <DialogClose asChild>
          <Button variant="ghost" className="mt-2 w-full">
            Close
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
