import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SITE } from '~/core/site';
import { Button } from '~/app/ui/button';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

type Tab = 'login' | 'register';

/** The Login / Register modal: two tabs, e-mail and password, a close control. */
export function LoginDialog({ open, onClose, onSignedIn }: { open: boolean; onClose: () => void; onSignedIn: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<Tab>('login');
  const ids = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const signedIn = () => {
    onSignedIn();
    onClose();
  };

  const tabButton = (value: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids}-${value}-tab`}
      aria-selected={tab === value}
      aria-controls={`${ids}-panel`}
      onClick={() => setTab(value)}
      className={`flex-1 rounded-md px-3 py-2 text-sm font-semibold ${
        tab === value ? 'bg-cream-50 shadow-sm dark:bg-night-700' : 'text-brown-800 dark:text-cream-200'
      }`}
    >
      {label}
    </button>
  );

  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      aria-labelledby={`${ids}-title`}
      className="card m-auto w-[min(26rem,calc(100vw-2rem))] p-6 text-brown-950 backdrop:bg-black/50 dark:text-cream-50"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h2 id={`${ids}-title`} className="font-serif text-2xl font-bold">
            Welcome
          </h2>
          <p className="text-sm text-brown-700 dark:text-cream-200">Sign in or create your free {SITE.name} account.</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close">
          <X aria-hidden="true" />
        </Button>
      </div>
      <div role="tablist" aria-label="Account" className="mb-4 flex gap-1 rounded-lg bg-tan-100 p-1 dark:bg-night-900">
        {tabButton('login', 'Login')}
        {tabButton('register', 'Register')}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${tab}-tab`}>
        {tab === 'login' ? <LoginForm onSignedIn={signedIn} /> : <RegisterForm onSignedIn={signedIn} />}
      </div>
    </dialog>
  );
}
