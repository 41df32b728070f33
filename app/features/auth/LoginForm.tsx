import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '~/core/messages';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { notify } from '~/app/ui/notify';
import { signIn } from './auth-client';

/** E-mail and password; on success a toast, then `onSignedIn`. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setBusy(true);
    const result = await signIn(email, password);
    setBusy(false);
    if (!result.ok) {
      notify('error', MESSAGES.loginFailure, result.message);
      return;
    }
    notify('success', MESSAGES.loginSuccess);
    onSignedIn();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <label htmlFor={`${id}-email`} className="flex flex-col gap-1 text-sm font-medium">
        Email
        <Input id={`${id}-email`} name="email" type="email" required autoComplete="email" />
      </label>
      <label htmlFor={`${id}-password`} className="flex flex-col gap-1 text-sm font-medium">
        Password
        <Input id={`${id}-password`} name="password" type="password" required autoComplete="current-password" />
      </label>
      <Button type="submit" variant="sage" disabled={busy} className="mt-2">
        {busy ? 'Please wait…' : 'Login'}
      </Button>
    </form>
  );
}
