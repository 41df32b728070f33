import { CheckCircle2, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_PREFERENCES } from '~/core/newsletter';
import { Button } from '~/app/ui/button';
import { notify } from '~/app/ui/notify';
import { postJson } from './post-json';
import { PreferenceCheckboxes } from './PreferenceCheckboxes';

const INPUT =
  'h-11 w-full rounded-md border border-input bg-cream-50 px-3 text-sm placeholder:text-brown-600 dark:bg-night-900 dark:text-cream-50 dark:placeholder:text-cream-300';

export interface SubscribeOutcome {
  ok: boolean;
  message: string;
}

/**
 * E-mail and preferences, posted to /api/v1/newsletter/subscribe. Without JavaScript it is a plain
 * form post that returns to the landing page with the outcome; with it, the answer shows in place.
 */
export function SubscribeForm({ outcome }: { outcome?: SubscribeOutcome | null }) {
  const [result, setResult] = useState<SubscribeOutcome | null>(outcome ?? null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const next = await postJson('/api/v1/newsletter/subscribe', {
      email: String(form.get('email') ?? ''),
      preferences: Object.fromEntries(NEWSLETTER_PREFERENCES.map((p) => [p, form.get(p) === 'on'])),
    });
    setBusy(false);
    setResult(next);
    notify(next.ok ? 'success' : 'error', {
      title: next.ok ? 'Check your inbox' : 'Subscription failed',
      description: next.message,
    });
  };

  if (result?.ok) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-sage-100 p-4 text-sm text-sage-900 dark:bg-sage-900 dark:text-sage-100"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {result.message}
      </p>
    );
  }
  return (
    <form
      method="post"
      action="/api/v1/newsletter/subscribe"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      aria-describedby={result ? `${id}-error` : undefined}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Work email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          className={INPUT}
        />
        <Button type="submit" variant="sage" size="lg" disabled={busy} className="shrink-0">
          <Mail aria-hidden="true" />
          {busy ? 'Subscribing…' : 'Subscribe Free'}
        </Button>
      </div>
      <PreferenceCheckboxes />
      {result && !result.ok && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
          {result.message}
        </p>
      )}
    </form>
  );
}
