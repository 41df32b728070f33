import { verifyToken } from '~/server/newsletter/tokens';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter-unsubscribe';

/** Opening the link only asks; link scanners that fetch it must not unsubscribe anyone. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, valid: verifyToken(services.secret, 'unsubscribe', token, services.now()).ok };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return context.get(servicesContext).newsletter.unsubscribe(String(form.get('token') ?? ''));
}
