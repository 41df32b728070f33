import { LogIn, LogOut } from '~/app/ui/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { TEXT } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { useAccountForm, useAccountLanding, useAccountToasts } from './use-account-form';

/** Loaded on the first click on Login: most readers never sign in. */
const LoginDialog = lazy(() => import('./LoginDialog').then((module) => ({ default: module.LoginDialog })));

export interface AccountUser {
  email: string;
}

/**
 * Signed out: a Login button and the modal. Signed in: 'Welcome, {email}' and Logout. The forms
 * post to the /account action, after which the root loader re-reads the session; it is also
 * re-read whenever the tab becomes visible again.
 */
export function AccountControls({ user }: { user: AccountUser | null }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const revalidator = useRevalidator();
  const logout = useAccountForm('logout');
  // The dialog closes after a login or registration, also when the header re-rendered first.
  useAccountToasts(() => setDialogOpen(false));
  useAccountLanding(user !== null);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void revalidator.revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidator]);

  if (user) {
    return (
      <div className="flex min-w-0 items-center gap-3">
        {/* A long address breaks rather than pushing the page wider than a phone. */}
        <span className="min-w-0 break-all text-sm font-medium">{TEXT.welcome(user.email)}</span>
        <logout.fetcher.Form method="post" action="/account">
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="outline" size="sm" disabled={logout.busy}>
            <LogOut aria-hidden="true" />
            {TEXT.logout}
          </Button>
        </logout.fetcher.Form>
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
          <LoginDialog onClose={() => setDialogOpen(false)} onDone={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
