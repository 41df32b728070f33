import { CheckCircle2, Mail } from '~/app/ui/icons';
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { NEWSLETTER_TOASTS } from '~/core/messages';
import type { NewsletterFormOutcome } from '~/core/newsletter-input';
import { Button } from '~/app/ui/button';
import { notify } from '~/app/ui/notify';
import { PreferenceCheckboxes } from './PreferenceCheckboxes';

const INPUT =
  'h-11 w-full rounded-md border border-input bg-cream-50 px-3 text-sm placeholder:text-brown-600 dark:bg-night-900 dark:text-cream-50 dark:placeholder:text-cream-300';

/**
 * E-mail and preferences, posted to the /newsletter route action. With JavaScript a fetcher posts
 * it and the answer shows in place (and as a toast); without, the browser posts it and the landing
 * page renders with the action's answer, handed in as `outcome`.
 */
export function SubscribeForm({ outcome }: { outcome?: NewsletterFormOutcome | null }) {
  const fetcher = useFetcher<NewsletterFormOutcome>();
  const result = fetcher.data ?? outcome ?? null;
  const busy = fetcher.state !== 'idle';
  const id = useId();
  const emailError = result && !result.ok ? result.fieldErrors?.email : undefined;

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    notify(
      answer.ok ? 'success' : 'error',
      answer.ok ? NEWSLETTER_TOASTS.subscribed : NEWSLETTER_TOASTS.subscribeFailed,
      answer.message,
    );
  }, [fetcher.data]);

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
    <fetcher.Form
      method="post"
      action="/newsletter"
      // Subscribing changes nothing the page shows: no loader needs to run again.
      defaultShouldRevalidate={false}
      className="flex flex-col gap-3"
      aria-describedby={result && !emailError ? `${id}-error` : undefined}
    >
      <input type="hidden" name="intent" value="subscribe" />
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
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-error` : undefined}
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
          {emailError ?? result.message}
        </p>
      )}
    </fetcher.Form>
  );
}
