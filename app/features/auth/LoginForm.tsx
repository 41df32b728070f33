import { useId } from 'react';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { FieldError } from './FieldError';
import { useAccountForm } from './use-account-form';

/** E-mail and password, posted to the /account action; on success a toast, then `onSignedIn`. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { fetcher, onSubmit, busy, fieldErrors } = useAccountForm('login', onSignedIn);
  const id = useId();

  return (
    <fetcher.Form method="post" action="/account" onSubmit={onSubmit} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="login" />
      <label htmlFor={`${id}-email`} className="flex flex-col gap-1 text-sm font-medium">
        Email
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
        />
      </label>
      <FieldError id={`${id}-email-error`} message={fieldErrors.email} />
      <label htmlFor={`${id}-password`} className="flex flex-col gap-1 text-sm font-medium">
        Password
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
        />
      </label>
      <FieldError id={`${id}-password-error`} message={fieldErrors.password} />
      <Button type="submit" variant="sage" disabled={busy} className="mt-2">
        {busy ? 'Please wait…' : 'Login'}
      </Button>
    </fetcher.Form>
  );
}
