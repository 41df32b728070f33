import { Star } from '~/app/ui/icons';
import { useId } from 'react';
import { RatingForm } from './RatingForm';
import { useRatingSession } from './rating-session';

/** The home page sidebar's 'Rate Our App' widget. */
export function RateOurAppWidget() {
  const id = useId();
  const { markRated } = useRatingSession();
  return (
    <section aria-labelledby={`${id}-title`} className="card p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-serif text-lg font-bold">
        <Star className="size-5 text-primary" aria-hidden="true" />
        Rate Our App
      </h2>
      <p className="mb-3 mt-1 text-xs text-muted-foreground">Tell us how the journal works for you. No account needed.</p>
      <RatingForm compact onRated={markRated} />
    </section>
  );
}
