import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter-confirm';

/**
 * Opening the link only checks it: mail scanners that open every link must not subscribe anyone
 * (or change a subscriber's preferences). The reader confirms with the button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, check: await context.get(servicesContext).newsletter.readConfirmation(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return context.get(servicesContext).newsletter.confirmSubscription(String(form.get('token') ?? ''));
}
