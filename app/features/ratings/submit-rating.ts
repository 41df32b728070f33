import { RATING_TEXT } from '~/core/messages';
import { browserSessionId } from '~/app/components/session/browser-session';

export type SubmitOutcome = { ok: true } | { ok: false; message: string; field?: 'rating' | 'feedback' };

/** Sends one rating to POST /api/v1/ratings with this session's id. */
export async function submitRating(rating: number, feedback: string): Promise<SubmitOutcome> {
  try {
    const response = await fetch('/api/v1/ratings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating, feedback: feedback.trim() || null, session: browserSessionId() }),
    });
    if (response.ok) return { ok: true };
    if (response.status === 429) return { ok: false, message: RATING_TEXT.rateLimited };
    const answer = (await response.json().catch(() => ({}))) as { parameter?: string };
    if (answer.parameter === 'rating') return { ok: false, message: RATING_TEXT.chooseStars, field: 'rating' };
    return { ok: false, message: RATING_TEXT.failed };
  } catch (error) {
    console.warn('rating not sent', error);
    return { ok: false, message: RATING_TEXT.failed };
  }
}
