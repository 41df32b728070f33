import { linkTokenSchema } from '~/core/newsletter';
import { confirmSubscription, readConfirmation, type LinkResult } from '~/server/newsletter/subscriptions';
import { servicesContext } from '~/app/context.server';
import type { Route } from './+types/newsletter-confirm';

/**
 * Opening the link only checks it: mail scanners that open every link must not subscribe anyone
 * (or change a subscriber's preferences). The reader confirms with the button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, check: await readConfirmation(context.get(servicesContext), token) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<LinkResult> {
  const parsed = linkTokenSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  return confirmSubscription(context.get(servicesContext), parsed.data.token);
}
