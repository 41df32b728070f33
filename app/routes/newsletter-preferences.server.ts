import { NEWSLETTER_PREFERENCES } from '~/core/newsletter';
import { verifyToken } from '~/server/newsletter/tokens';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter-preferences';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const subscriber = await services.newsletter.readSubscriberByToken(token);
  const check = verifyToken(services.secret, 'preferences', token, services.now());
  return {
    token,
    subscriber,
    unsubscribeUrl:
      subscriber && check.ok
        ? services.newsletter.subscriberLink('unsubscribe', check.subscriberId).replace(services.config.publicUrl, '')
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const preferences = Object.fromEntries(NEWSLETTER_PREFERENCES.map((p) => [p, form.get(p) === 'on']));
  return context.get(servicesContext).newsletter.updatePreferences(String(form.get('token') ?? ''), preferences);
}
