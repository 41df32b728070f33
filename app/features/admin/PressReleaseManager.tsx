import { ExternalLink, Newspaper, Pencil, Plus, Trash2 } from '~/app/ui/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { ADMIN_TEXT } from '~/core/messages';
import { PRESS_RELEASE_MAX, type PressReleaseActionData, type PressReleaseRow } from '~/core/press-releases';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { Button } from '~/app/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/app/ui/dialog';
import { ConfirmDeleteDialog } from '~/app/ui/confirm-delete-dialog';
import { FormSwitch } from '~/app/ui/form-switch';
import { Input } from '~/app/ui/input';
import { notify } from '~/app/ui/notify';
import { dateTimeFormat } from '~/core/intl';

const dateFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: JOURNAL_TIME_ZONE });

/** The spec's toasts: its success text, or 'Error' with the server's words. */
function useResultToast(data: PressReleaseActionData | undefined, fallback: string, onSuccess?: () => void) {
  useEffect(() => {
    if (!data) return;
    if (data.ok) {
      notify('success', { title: data.message });
      onSuccess?.();
    } else notify('error', { title: ADMIN_TEXT.pressReleaseErrorTitle, description: data.message || fallback });
    // onSuccess is a fresh closure each render; the toast belongs to the answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

function AddPressRelease() {
  const fetcher = useFetcher<PressReleaseActionData>();
  const form = useRef<HTMLFormElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  useResultToast(fetcher.data, ADMIN_TEXT.pressReleaseAddFailed, () => form.current?.reset());
  const busy = fetcher.state !== 'idle';
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const error = localError ?? (busy ? null : serverError);

  // The spec's rule, answered at once: an address that is empty after trimming is not sent.
  const check = (event: FormEvent<HTMLFormElement>) => {
    const url = String(new FormData(event.currentTarget).get('url') ?? '').trim();
    if (url === '') {
      event.preventDefault();
      setLocalError(ADMIN_TEXT.pressReleaseUrlRequired);
      notify('error', { title: ADMIN_TEXT.pressReleaseErrorTitle, description: ADMIN_TEXT.pressReleaseUrlRequired });
    } else setLocalError(null);
  };

  return (
    <fetcher.Form ref={form} method="post" noValidate onSubmit={check} className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="add-press-release" />
      <label htmlFor="press-release-url" className="text-sm font-medium">
        Press release URL
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="press-release-url"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={PRESS_RELEASE_MAX.url}
          placeholder="https://www.prnewswire.com/news-releases/…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'press-release-url-error' : 'press-release-url-hint'}
        />
        <Button type="submit" variant="sage" disabled={busy} className="shrink-0">
          <Plus aria-hidden="true" />
          {busy ? 'Adding…' : 'Add'}
        </Button>
      </div>
      {error ? (
        <p id="press-release-url-error" role="alert" className="text-sm break-words text-red-800 dark:text-red-200">
          {error}
        </p>
      ) : (
        <p id="press-release-url-hint" className="text-xs text-muted-foreground">
          The journal reads the page&apos;s title, source and summary; you can edit them afterwards.
        </p>
      )}
    </fetcher.Form>
  );
}

function EditPressRelease({ release, onClose }: { release: PressReleaseRow; onClose: () => void }) {
  const fetcher = useFetcher<PressReleaseActionData>();
  useResultToast(fetcher.data, ADMIN_TEXT.pressReleaseUpdateFailed, onClose);
  const errorFor = (field: string) =>
    fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && fetcher.data.field === field
      ? fetcher.data.message
      : undefined;
  const fields = [
    { name: 'title', label: 'Title', max: PRESS_RELEASE_MAX.title, value: release.title },
    { name: 'source', label: 'Source', max: PRESS_RELEASE_MAX.source, value: release.source },
  ] as const;
  const summaryError = errorFor('summary');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(36rem,calc(100vw-2rem))]">
        <DialogTitle className="text-xl">Edit press release</DialogTitle>
        <DialogDescription className="mb-3 break-all">{release.url}</DialogDescription>
        <fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="edit-press-release" />
          <input type="hidden" name="id" value={release.id} />
          {fields.map((field) => {
            const error = errorFor(field.name);
            return (
              <div key={field.name} className="flex flex-col gap-1">
                <label htmlFor={`press-release-${field.name}`} className="text-sm font-medium">
                  {field.label}
                </label>
                <Input
                  id={`press-release-${field.name}`}
                  name={field.name}
                  defaultValue={field.value}
                  required
                  maxLength={field.max}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `press-release-${field.name}-error` : undefined}
                />
                {error && (
                  <p id={`press-release-${field.name}-error`} role="alert" className="text-sm text-red-800 dark:text-red-200">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div className="flex flex-col gap-1">
            <label htmlFor="press-release-summary" className="text-sm font-medium">
              Summary
            </label>
            <textarea
              id="press-release-summary"
              name="summary"
              defaultValue={release.summary}
              maxLength={PRESS_RELEASE_MAX.summary}
              rows={5}
              aria-invalid={summaryError ? true : undefined}
              className="w-full rounded-md border border-input bg-cream-50 px-3 py-2 text-sm dark:bg-night-900 dark:text-cream-50"
            />
            {summaryError && (
              <p role="alert" className="text-sm text-red-800 dark:text-red-200">
                {summaryError}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="sage" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** One switch: posts the value it switches to, shows it at once, and toasts the spec's answer. */
function ReleaseSwitch({
  release,
  intent,
  label,
  checked,
  fallback,
}: {
  release: PressReleaseRow;
  intent: 'set-press-release-active' | 'set-press-release-newsletter';
  label: string;
  checked: boolean;
  fallback: string;
}) {
  const fetcher = useFetcher<PressReleaseActionData>();
  useResultToast(fetcher.data, fallback);
  // While the change is on its way, the switch shows where it is going.
  const pending = fetcher.formData?.get('value');
  const shown = pending === undefined || pending === null ? checked : pending === 'true';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={release.id} />
      <FormSwitch
        name="value"
        checked={shown}
        label={label}
        aria-label={`${label}: ${release.title}`}
        disabled={fetcher.state !== 'idle'}
      />
    </fetcher.Form>
  );
}

function PressReleaseItem({ release }: { release: PressReleaseRow }) {
  const remover = useFetcher<PressReleaseActionData>();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useResultToast(remover.data, ADMIN_TEXT.pressReleaseUpdateFailed);
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <a href={release.url} target="_blank" rel="noopener noreferrer" className="font-semibold break-words hover:underline">
          {release.title}
          {/* Inline, so it follows the title's last word however the title wraps. */}
          <ExternalLink className="ml-1 inline size-3.5 align-baseline text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="text-xs text-muted-foreground">
          {release.source} · added <time dateTime={release.createdAt}>{dateFormat.format(new Date(release.createdAt))}</time>
        </p>
        {release.summary && <p className="line-clamp-2 text-sm text-soft-foreground">{release.summary}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <ReleaseSwitch
          release={release}
          intent="set-press-release-active"
          label="Active"
          checked={release.isActive}
          fallback={ADMIN_TEXT.pressReleaseUpdateFailed}
        />
        <ReleaseSwitch
          release={release}
          intent="set-press-release-newsletter"
          label="In newsletter"
          checked={release.includedInNewsletter}
          fallback={ADMIN_TEXT.pressReleaseUpdateFailed}
        />
        <span className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon" onClick={() => setEditing(true)} aria-label={`Edit ${release.title}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${release.title}`}
            disabled={remover.state !== 'idle'}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      </div>
      {editing && <EditPressRelease release={release} onClose={() => setEditing(false)} />}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ADMIN_TEXT.deletePressReleaseTitle}
        question={ADMIN_TEXT.deletePressReleaseQuestion}
        subject={release.title}
        fetcher={remover}
        id={release.id}
        intent="delete-press-release"
      />
    </li>
  );
}

/**
 * The spec's press release manager: add a release by its address (the server reads its metadata),
 * switch it on or off and in or out of the newsletter, edit its texts, delete it.
 */
export function PressReleaseManager({ releases }: { releases: PressReleaseRow[] }) {
  return (
    <section aria-labelledby="press-releases" className="card flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="press-releases" className="flex items-center gap-2 font-serif text-lg font-bold">
          <Newspaper className="size-5 text-primary" aria-hidden="true" />
          Press Releases
        </h2>
        <p className="text-sm text-soft-foreground">
          Releases that are active and in the newsletter go into the next editions (the five newest; the weekly takes the
          week&apos;s).
        </p>
      </div>
      <AddPressRelease />
      {releases.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noPressReleases}</p>
      ) : (
        <ul aria-label="Press releases, newest first" className="divide-y divide-tan-200 dark:divide-night-700">
          {releases.map((release) => (
            <PressReleaseItem key={release.id} release={release} />
          ))}
        </ul>
      )}
    </section>
  );
}
