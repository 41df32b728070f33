import { Settings2, X } from '~/app/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/app/ui/button';
import type { FeedSourceOption } from './PreferencesPanel';

const PreferencesDialog = lazy(() =>
  Promise.all([import('./PreferencesPanel'), import('~/app/ui/dialog')]).then(([panel, dialog]) => ({
    default: ({ sources, onClose }: { sources: FeedSourceOption[]; onClose: () => void }) => (
      <dialog.Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
        <dialog.DialogContent>
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <dialog.DialogTitle className="text-xl">Preferences</dialog.DialogTitle>
              <dialog.DialogDescription>Kept in this browser.</dialog.DialogDescription>
            </div>
            <dialog.DialogClose asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </dialog.DialogClose>
          </div>
          <panel.PreferencesPanel sources={sources} />
        </dialog.DialogContent>
      </dialog.Dialog>
    ),
  })),
);

/** The header's Preferences button: font size and sources in a dialog (loaded on first use). */
export function PreferencesButton({ sources }: { sources: FeedSourceOption[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="w-9 px-0"
        aria-haspopup="dialog"
        aria-label="Preferences"
        title="Preferences"
        onClick={() => setOpen(true)}
      >
        <Settings2 aria-hidden="true" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PreferencesDialog sources={sources} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
