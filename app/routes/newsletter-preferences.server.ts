import { NEWSLETTER_PREFERENCES } from '~/core/newsletter';
import { readSubscriberByToken, subscriberLink, updatePreferences } from '~/server/newsletter/subscriptions';
import { verifyToken } from '~/server/newsletter/tokens';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter-preferences';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const subscriber = await readSubscriberByToken(services, token);
  const check = verifyToken(services.secret, 'preferences', token, services.now());
  return {
    token,
    subscriber,
    unsubscribeUrl:
      subscriber && check.ok
        ? subscriberLink(services, 'unsubscribe', check.subscriberId).replace(services.config.publicUrl, '')
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const preferences = Object.fromEntries(NEWSLETTER_PREFERENCES.map((p) => [p, form.get(p) === 'on']));
  return updatePreferences(context.get(servicesContext), String(form.get('token') ?? ''), preferences);
}
