import { NEWSLETTER_TEXT } from '~/core/messages';
import type { Route } from './+types/newsletter';

/** After a form post without JavaScript, the API redirects here with the outcome in the query. */
export function loader({ request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('outcome');
  const message = key && key in NEWSLETTER_TEXT ? NEWSLETTER_TEXT[key as keyof typeof NEWSLETTER_TEXT] : null;
  if (typeof message !== 'string') return { outcome: null };
  return { outcome: { ok: key === 'confirmationSent', message } };
}
