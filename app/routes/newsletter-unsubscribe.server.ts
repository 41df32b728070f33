import { linkTokenSchema } from '~/core/newsletter-input';
import type { LinkResult } from '~/server/newsletter/subscriptions';
import { verifyToken } from '~/server/newsletter/tokens';
import { servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/newsletter-unsubscribe';

/** Opening the link only asks; link scanners that fetch it must not unsubscribe anyone. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, valid: verifyToken(services.secret, 'unsubscribe', token, services.now()).ok };
}

export async function action({ request, context }: Route.ActionArgs): Promise<LinkResult> {
  const parsed = linkTokenSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  return context.get(servicesContext).newsletter.unsubscribe(parsed.data.token);
}
