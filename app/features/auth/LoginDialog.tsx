import { X } from '~/app/ui/icons';
import { Button } from '~/app/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/app/ui/tabs';
import { AccountForm } from './AccountForm';
import { useSiteIdentity } from '~/app/ui/site-identity';

/**
 * The Login / Register modal: two tabs, e-mail and password, a close control. Loaded on demand
 * (AccountControls imports it lazily), so readers who never sign in do not download it.
 */
export function LoginDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const site = useSiteIdentity();
  const done = () => {
    onDone();
    onClose();
  };

  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      {/* As before: only the close control and Escape close it, so a stray click keeps what was typed. */}
      <DialogContent fullScreenOnPhone onInteractOutside={(event) => event.preventDefault()}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogTitle>Welcome</DialogTitle>
            <DialogDescription>Sign in or create your free {site.name} account.</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close">
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </div>
        <Tabs defaultValue="login">
          <TabsList aria-label="Account" className="mb-4">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <AccountForm intent="login" onDone={done} />
          </TabsContent>
          <TabsContent value="register">
            <AccountForm intent="register" onDone={done} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
