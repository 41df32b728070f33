import { RATING_TEXT } from '~/core/messages';
import { FeedbackList, RatingSummary } from '~/app/features/ratings/RatingStatsPanel';
import type { Route } from './+types/ratings';
export { loader } from './ratings.server';

export default function AdminRatings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-serif text-2xl font-bold">Ratings</h1>
      {loaderData.ok ? (
        <>
          <RatingSummary
            averageRating={loaderData.averageRating}
            totalRatings={loaderData.totalRatings}
            distribution={loaderData.distribution}
          />
          <FeedbackList {...loaderData.feedback} />
        </>
      ) : (
        <p role="alert" className="card p-6 text-sm">
          {RATING_TEXT.statsFailed}
        </p>
      )}
    </div>
  );
}
