import { linkTokenSchema } from '~/core/newsletter-input';
import type { LinkResult } from '~/server/newsletter/subscriptions';
import { servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/newsletter-confirm';

/**
 * Opening the link only checks it: mail scanners that open every link must not subscribe anyone
 * (or change a subscriber's preferences). The reader confirms with the button.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, check: await context.get(servicesContext).newsletter.readConfirmation(token) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<LinkResult> {
  const parsed = linkTokenSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  return context.get(servicesContext).newsletter.confirmSubscription(parsed.data.token);
}
