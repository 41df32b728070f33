import { NEWSLETTER_TEXT } from '~/core/messages';
import { linkTokenSchema, preferencesFromForm, preferencesSchema } from '~/core/newsletter-input';
import type { SubscriptionResult } from '~/server/newsletter/subscriptions';
import { verifyToken } from '~/server/newsletter/tokens';
import { servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
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

export async function action({ request, context }: Route.ActionArgs): Promise<SubscriptionResult> {
  const form = await readForm(request);
  const link = linkTokenSchema.safeParse({ token: form.get('token') });
  if (!link.success) return { ok: false, status: 400, message: NEWSLETTER_TEXT.linkNotValid };
  const preferences = preferencesSchema.safeParse(preferencesFromForm(form));
  if (!preferences.success) return { ok: false, status: 400, message: NEWSLETTER_TEXT.choosePreferences };
  return context.get(servicesContext).newsletter.updatePreferences(link.data.token, preferences.data);
}
