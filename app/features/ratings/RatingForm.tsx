import { CheckCircle2, Star } from '~/app/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { RATING_TEXT } from '~/core/messages';
import { FEEDBACK_MAX_CHARS, STAR_VALUES, starLabel } from '~/core/ratings';
import { Button } from '~/app/ui/button';
import { cn } from '~/app/ui/cn';
import { submitRating } from './submit-rating';

/**
 * 1–5 stars and optional feedback. The stars are native radio buttons (hidden, their labels drawn
 * as stars): arrow keys move between them, each has a name ('4 stars'), and the group has a legend.
 * After a rating is stored the form gives way to a thank-you.
 */
export function RatingForm({ onRated, compact = false }: { onRated?: () => void; compact?: boolean }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<{ message: string; field?: 'rating' | 'feedback' } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === null) {
      setError({ message: RATING_TEXT.chooseStars, field: 'rating' });
      return;
    }
    setState('sending');
    const outcome = await submitRating(rating, feedback);
    if (outcome.ok) {
      setState('done');
      setError(null);
      onRated?.();
      return;
    }
    setState('idle');
    setError({ message: outcome.message, field: outcome.field });
  }

  if (state === 'done') {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-2 text-center">
        <CheckCircle2 className="size-8 text-primary" aria-hidden="true" />
        <p className="font-serif text-lg font-bold">{RATING_TEXT.thanksTitle}</p>
        <p className="text-sm text-soft-foreground">{RATING_TEXT.thanks}</p>
      </div>
    );
  }

  const shown = hovered ?? rating ?? 0;
  const ratingError = error?.field === 'rating';
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <fieldset aria-describedby={ratingError ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">How would you rate the journal?</legend>
        {/* The pointer's preview of a rating; keyboard and screen readers use the radios themselves. */}
        <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
          {STAR_VALUES.map((value) => (
            <label key={value} className="cursor-pointer" onMouseEnter={() => setHovered(value)}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  if (ratingError) setError(null);
                }}
                className="peer sr-only"
              />
              <span className="sr-only">{starLabel(value)}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'rounded-sm p-1 text-tan-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-primary dark:text-tan-300',
                  compact ? 'size-10' : 'size-11',
                  value <= shown && 'fill-current text-tan-600 dark:text-tan-300',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-feedback`} className="text-sm font-medium">
          Feedback <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <textarea
          id={`${id}-feedback`}
          value={feedback}
          maxLength={FEEDBACK_MAX_CHARS}
          rows={compact ? 3 : 4}
          onChange={(event) => setFeedback(event.target.value)}
          aria-describedby={`${id}-count`}
          className="rounded-md border border-input bg-cream-50 px-3 py-2 text-sm dark:bg-night-900"
        />
        <p id={`${id}-count`} className="self-end text-xs text-muted-foreground">
          {feedback.length}/{FEEDBACK_MAX_CHARS} characters
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800 dark:text-red-200">
          {error.message}
        </p>
      )}
      <Button type="submit" variant="sage" disabled={state === 'sending'}>
        {state === 'sending' ? 'Submitting...' : 'Submit Rating'}
      </Button>
    </form>
  );
}
