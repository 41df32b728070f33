/** The input of POST /api/v1/ratings (server side; kept apart so the browser bundle carries no zod). */
import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, RATING_MAX, RATING_MIN, RATING_SESSION_MAX_CHARS } from './ratings';

/** What POST /api/v1/ratings takes. Feedback is trimmed; blank feedback is no feedback. */
export const ratingSubmissionSchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  feedback: z
    .string()
    .max(FEEDBACK_MAX_CHARS)
    .optional()
    .nullable()
    .transform((value) => (value?.trim() ? value.trim() : null)),
  session: z
    .string()
    .min(1)
    .max(RATING_SESSION_MAX_CHARS)
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes')
    .optional()
    .nullable(),
});
export type RatingSubmission = z.output<typeof ratingSubmissionSchema>;
