import { Plus, X } from '~/app/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { POLL_TEXT } from '~/core/messages';
import {
  POLL_OPTION_MAX_CHARS,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX_CHARS,
  type PollAdminAnswer,
} from '~/core/polls';
import { Button } from '~/app/ui/button';
import { Input } from '~/app/ui/input';
import { usePollAdminToast } from './admin-toasts';

export interface PollDraftFormProps {
  /** Absent: a new poll. */
  poll?: { id: string; question: string; options: string[]; votes: number };
  onDone?: () => void;
}

/** Each option field keeps its own key, so removing one does not shift the others' text. */
type OptionField = { key: number; text: string };
const fieldsOf = (options: readonly string[]): OptionField[] => options.map((text, key) => ({ key, text }));

/**
 * A poll's question and its 2 to 10 options, for a new poll or an edit. Once a poll has votes its
 * options are shown read-only (the server refuses to change them too): the results would no longer
 * match what was voted on.
 */
export function PollDraftForm({ poll, onDone }: PollDraftFormProps) {
  const fetcher = useFetcher<PollAdminAnswer>();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [options, setOptions] = useState<OptionField[]>(() => fieldsOf(poll?.options ?? ['', '']));
  const nextKey = useRef(options.length);
  const locked = (poll?.votes ?? 0) > 0;
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  usePollAdminToast(answer);
  const error = answer && !answer.ok ? answer : null;

  // A new poll was created: empty the fields for the next one (state adjusted while rendering).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok && !poll) setOptions(fieldsOf(['', '']));
  }
  useEffect(() => {
    if (!answer?.ok) return;
    if (!poll) formRef.current?.reset();
    onDone?.();
  }, [answer, poll, onDone]);

  const addOption = () => setOptions((list) => [...list, { key: nextKey.current++, text: '' }]);
  const removeOption = (key: number) => setOptions((list) => list.filter((field) => field.key !== key));

  return (
    <fetcher.Form ref={formRef} method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={poll ? 'update' : 'create'} />
      {poll && <input type="hidden" name="pollId" value={poll.id} />}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-question`} className="text-sm font-semibold">
          Question
        </label>
        <Input
          id={`${id}-question`}
          name="question"
          required
          maxLength={POLL_QUESTION_MAX_CHARS}
          defaultValue={poll?.question}
          aria-invalid={error?.field === 'question' ? true : undefined}
          aria-describedby={error?.field === 'question' ? `${id}-error` : undefined}
        />
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={locked ? `${id}-locked` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold">
          Options{' '}
          <span className="font-normal text-muted-foreground">
            ({POLL_OPTIONS_MIN} to {POLL_OPTIONS_MAX})
          </span>
        </legend>
        {locked && (
          <p id={`${id}-locked`} className="text-sm text-muted-foreground">
            {POLL_TEXT.optionsLocked}
          </p>
        )}
        <ol className="flex flex-col gap-2">
          {options.map((field, index) => (
            <li key={field.key} className="flex items-center gap-2">
              <label htmlFor={`${id}-option-${field.key}`} className="sr-only">
                Option {index + 1}
              </label>
              <span aria-hidden="true" className="w-5 text-right text-sm text-muted-foreground">
                {index + 1}.
              </span>
              <Input
                id={`${id}-option-${field.key}`}
                name="option"
                required
                readOnly={locked}
                maxLength={POLL_OPTION_MAX_CHARS}
                value={field.text}
                onChange={(event) =>
                  setOptions((list) => list.map((f) => (f.key === field.key ? { ...f, text: event.target.value } : f)))
                }
                aria-invalid={error?.field === 'options' ? true : undefined}
                aria-describedby={error?.field === 'options' ? `${id}-error` : undefined}
                className={locked ? 'bg-tan-50 dark:bg-night-800' : undefined}
              />
              {!locked && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => removeOption(field.key)}
                  disabled={options.length <= POLL_OPTIONS_MIN}
                  aria-label={`Remove option ${index + 1}`}
                  className="shrink-0"
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ol>
        {!locked && (
          <Button
            variant="outline"
            size="sm"
            onClick={addOption}
            disabled={options.length >= POLL_OPTIONS_MAX}
            className="self-start"
          >
            <Plus aria-hidden="true" />
            Add option
          </Button>
        )}
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
          {error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="sage" disabled={busy}>
          {busy ? 'Saving…' : poll ? 'Save changes' : 'Create poll'}
        </Button>
        {poll && onDone && (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}
