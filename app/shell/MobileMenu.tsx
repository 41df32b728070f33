import { X } from '~/app/ui/icons';
import { Link } from 'react-router';
import { SITE } from '~/core/site';
import { Button } from '~/app/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { AccountControls, type AccountUser } from '~/app/features/auth/AccountControls';
import { PreferencesPanel, type FeedSourceOption } from '~/app/features/preferences/PreferencesPanel';
import { ThemeMenu } from '~/app/features/theme/ThemeMenu';

/** The phone's menu sheet: account, theme, reading preferences and the other pages. */
export function MobileMenu({
  user,
  sources,
  onClose,
}: {
  user: AccountUser | null;
  sources: FeedSourceOption[];
  onClose: () => void;
}) {
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent fullScreenOnPhone className="flex flex-col gap-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <DialogTitle className="text-xl">Menu</DialogTitle>
            <DialogDescription>{SITE.tagline}</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="size-11">
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <section aria-label="Account" className="flex flex-wrap items-center gap-3">
          <AccountControls user={user} />
        </section>
        <section aria-label="Theme" className="flex items-center justify-between gap-3">
          <span className="font-semibold">Theme</span>
          <ThemeMenu />
        </section>
        <PreferencesPanel sources={sources} />
        <nav aria-label="Pages" className="border-t border-border pt-4">
          <ul className="flex flex-col">
            {[
              { to: '/newsletter', label: 'Free Daily Newsletter' },
              { to: '/industry-polls', label: 'Industry Polls' },
            ].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="flex min-h-11 items-center font-medium hover:underline" onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
