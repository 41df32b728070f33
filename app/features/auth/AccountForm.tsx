import { useId } from 'react';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { FieldError } from './FieldError';
import { useAccountForm } from './use-account-form';

/** What tells the two account forms apart; everything else they share. */
const FORMS = {
  login: { submitLabel: 'Login', passwordAutoComplete: 'current-password' },
  // Registration signs nobody in: the e-mailed link does (decision 0090).
  register: { submitLabel: 'Create account', passwordAutoComplete: 'new-password' },
} as const;

/**
 * Login or Register: e-mail and password, posted to the /account action; on success a toast (shown
 * by the header), then `onDone`. Field errors from the action sit under their fields.
 */
export function AccountForm({ intent, onDone }: { intent: keyof typeof FORMS; onDone: () => void }) {
  const { fetcher, onSubmit, busy, fieldErrors } = useAccountForm(intent, onDone);
  const { submitLabel, passwordAutoComplete } = FORMS[intent];
  const id = useId();
  const field = (name: 'email' | 'password', label: string, type: string, autoComplete: string) => (
    <>
      <label htmlFor={`${id}-${name}`} className="flex flex-col gap-1 text-sm font-medium">
        {label}
        <Input
          id={`${id}-${name}`}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          aria-invalid={fieldErrors[name] ? true : undefined}
          aria-describedby={fieldErrors[name] ? `${id}-${name}-error` : undefined}
        />
      </label>
      <FieldError id={`${id}-${name}-error`} message={fieldErrors[name]} />
    </>
  );

  return (
    <fetcher.Form method="post" action="/account" onSubmit={onSubmit} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={intent} />
      {field('email', 'Email', 'email', 'email')}
      {field('password', 'Password', 'password', passwordAutoComplete)}
      <Button type="submit" variant="sage" disabled={busy} className="mt-2">
        {busy ? 'Please wait…' : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
