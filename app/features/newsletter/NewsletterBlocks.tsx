import { Send, TrendingUp } from '~/app/ui/icons';
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { NEWSLETTER_TOASTS } from '~/core/messages';
import { INVITE_NOTE_MAX_CHARS } from '~/core/newsletter';
import type { NewsletterFormOutcome } from '~/core/newsletter-input';
import { Button } from '~/app/ui/button';
import { notify } from '~/app/ui/notify';
import { SubscribeForm } from './SubscribeForm';

/** The home page's newsletter block. */
export function NeverMissBlock() {
  return (
    <section aria-labelledby="never-miss" className="card bg-sage-50 p-6 dark:bg-night-800">
      <h2 id="never-miss" className="flex items-center gap-2 font-serif text-2xl font-bold">
        <TrendingUp className="size-6 text-primary" aria-hidden="true" />
        Never Miss a Market Move
      </h2>
      <p className="mb-4 mt-1 text-sm text-soft-foreground">
        Five key senior housing insights in your inbox every weekday at 7 AM Eastern. Free, about a 3-minute read.
      </p>
      <SubscribeForm />
    </section>
  );
}

/**
 * The sidebar widget: one invitation per colleague's address, with an optional short note. Posted
 * by a fetcher to the /newsletter route action; the answer shows under the button and as a toast.
 */
export function SendToFriendWidget() {
  const fetcher = useFetcher<NewsletterFormOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.data;
  const fieldErrors = outcome && !outcome.ok ? (outcome.fieldErrors ?? {}) : {};
  const id = useId();

  useEffect(() => {
    if (!outcome) return;
    notify(
      outcome.ok ? 'success' : 'error',
      outcome.ok ? NEWSLETTER_TOASTS.invited : NEWSLETTER_TOASTS.inviteFailed,
      outcome.message,
    );
    if (outcome.ok) formRef.current?.reset();
  }, [outcome]);

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-lg font-bold">
        <Send className="size-5 text-primary" aria-hidden="true" />
        Send Newsletter to a Friend
      </h2>
      <p className="mb-3 mt-1 text-xs text-muted-foreground">
        We send one invitation and keep their address for 30 days only, so they are not invited twice; they subscribe only if they
        choose to.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/newsletter"
        defaultShouldRevalidate={false}
        className="flex flex-col gap-2"
      >
        <input type="hidden" name="intent" value="invite" />
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          Colleague&apos;s email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          className="h-10 rounded-md border border-input bg-cream-50 px-3 text-sm dark:bg-night-900"
        />
        {fieldErrors.email && (
          <p id={`${id}-email-error`} className="text-xs text-red-800 dark:text-red-200">
            {fieldErrors.email}
          </p>
        )}
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          Personal note <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          maxLength={INVITE_NOTE_MAX_CHARS}
          rows={2}
          aria-invalid={fieldErrors.note ? true : undefined}
          aria-describedby={fieldErrors.note ? `${id}-note-error` : undefined}
          className="rounded-md border border-input bg-cream-50 px-3 py-2 text-sm dark:bg-night-900"
        />
        {fieldErrors.note && (
          <p id={`${id}-note-error`} className="text-xs text-red-800 dark:text-red-200">
            {fieldErrors.note}
          </p>
        )}
        <Button type="submit" variant="sage" size="sm" disabled={busy}>
          {busy ? 'Sending…' : 'Send invitation'}
        </Button>
        {outcome && (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={`text-xs ${outcome.ok ? 'text-sage-800 dark:text-sage-200' : 'text-red-800 dark:text-red-200'}`}
          >
            {outcome.message}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
