import { SUBSCRIPTION_TEXT, type SubscriptionTextKey } from '~/server/newsletter/subscriptions';
import type { Route } from './+types/newsletter';

/** After a form post without JavaScript, the API redirects here with the outcome in the query. */
export function loader({ request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('outcome');
  if (!key || !(key in SUBSCRIPTION_TEXT)) return { outcome: null };
  return { outcome: { ok: key === 'confirmationSent', message: SUBSCRIPTION_TEXT[key as SubscriptionTextKey] } };
}
