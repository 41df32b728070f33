import { CheckCircle2, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_PREFERENCES, NEWSLETTER_PREFERENCES, PREFERENCE_LABELS } from '../../../core/newsletter';
import { Button } from '../../ui/button';
import { notify } from '../toast/notify';

const INPUT =
  'h-11 w-full rounded-md border border-tan-300 bg-cream-50 px-3 text-sm placeholder:text-brown-600 dark:border-night-700 dark:bg-night-900 dark:text-cream-50 dark:placeholder:text-cream-300';

export interface SubscribeOutcome {
  ok: boolean;
  message: string;
}

/**
 * E-mail and preferences, posted to /api/v1/newsletter/subscribe. Without JavaScript it is a plain
 * form post that returns to the landing page with the outcome; with it, the answer shows in place.
 */
export function SubscribeForm({ outcome, compact = false }: { outcome?: SubscribeOutcome | null; compact?: boolean }) {
  const [result, setResult] = useState<SubscribeOutcome | null>(outcome ?? null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const response = await fetch('/api/v1/newsletter/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: String(form.get('email') ?? ''),
          preferences: Object.fromEntries(NEWSLETTER_PREFERENCES.map((p) => [p, form.get(p) === 'on'])),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      const next = { ok: response.ok, message: body.message ?? body.error ?? 'Something went wrong. Please try again.' };
      setResult(next);
      notify(next.ok ? 'success' : 'error', {
        title: next.ok ? 'Check your inbox' : 'Subscription failed',
        description: next.message,
      });
    } catch {
      setResult({ ok: false, message: 'Network error. Please check your connection and try again.' });
    } finally {
      setBusy(false);
    }
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
      <div className={`flex gap-2 ${compact ? 'flex-col sm:flex-row' : 'flex-col sm:flex-row'}`}>
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
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <legend className="sr-only">What would you like to receive?</legend>
        {NEWSLETTER_PREFERENCES.map((preference) => (
          <label key={preference} className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name={preference}
              defaultChecked={DEFAULT_PREFERENCES[preference]}
              className="size-4 accent-sage-700"
            />
            {PREFERENCE_LABELS[preference]}
          </label>
        ))}
      </fieldset>
      {result && !result.ok && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
          {result.message}
        </p>
      )}
    </form>
  );
}
