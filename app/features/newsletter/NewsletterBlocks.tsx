import { Send, TrendingUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/app/ui/button';
import { notify } from '~/app/ui/notify';
import { postJson } from './post-json';
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

/** The sidebar widget: one invitation per colleague's address, with an optional short note. */
export function SendToFriendWidget() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    const outcome = await postJson('/api/v1/newsletter/invite', {
      emails: [String(form.get('email') ?? '')],
      note: String(form.get('note') ?? '') || undefined,
    });
    setBusy(false);
    setMessage({ ok: outcome.ok, text: outcome.message });
    notify(outcome.ok ? 'success' : 'error', {
      title: outcome.ok ? 'Invitation sent' : 'Invitation not sent',
      description: outcome.message,
    });
    if (outcome.ok) formElement.reset();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-lg font-bold">
        <Send className="size-5 text-primary" aria-hidden="true" />
        Send Newsletter to a Friend
      </h2>
      <p className="mb-3 mt-1 text-xs text-muted-foreground">
        We send one invitation and store nothing else; they subscribe only if they choose to.
      </p>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          Colleague&apos;s email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          className="h-10 rounded-md border border-input bg-cream-50 px-3 text-sm dark:bg-night-900"
        />
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          Personal note <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          maxLength={500}
          rows={2}
          className="rounded-md border border-input bg-cream-50 px-3 py-2 text-sm dark:bg-night-900"
        />
        <Button type="submit" variant="sage" size="sm" disabled={busy}>
          {busy ? 'Sending…' : 'Send invitation'}
        </Button>
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={`text-xs ${message.ok ? 'text-sage-800 dark:text-sage-200' : 'text-red-800 dark:text-red-200'}`}
          >
            {message.text}
          </p>
        )}
      </form>
    </section>
  );
}
