import { LogIn, LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { MESSAGES, TEXT } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { notify } from '~/app/ui/notify';
import { signOut } from './auth-client';

/** Loaded on the first click on Login: most readers never sign in. */
const LoginDialog = lazy(() => import('./LoginDialog').then((module) => ({ default: module.LoginDialog })));

export interface AccountUser {
  email: string;
}

/**
 * Signed out: a Login button and the modal. Signed in: 'Welcome, {email}' and Logout.
 * The session is re-read (via the loaders) whenever the tab becomes visible again.
 */
export function AccountControls({ user }: { user: AccountUser | null }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const revalidator = useRevalidator();

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void revalidator.revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidator]);

  if (user) {
    const logout = async () => {
      const result = await signOut();
      if (result.ok) notify('success', MESSAGES.logout);
      await revalidator.revalidate();
    };
    return (
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium">{TEXT.welcome(user.email)}</span>
        <Button variant="outline" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          {TEXT.logout}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button variant="sage" size="sm" onClick={() => setDialogOpen(true)}>
        <LogIn aria-hidden="true" />
        {TEXT.login}
      </Button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setDialogOpen(false)} onSignedIn={() => void revalidator.revalidate()} />
        </Suspense>
      )}
    </>
  );
}
