import { data } from 'react-router';
import { invalidForm } from '~/core/forms';
import {
  inviteInputFromForm,
  inviteSchema,
  subscribeInputFromForm,
  subscribeSchema,
  type NewsletterFormOutcome,
} from '~/core/newsletter-input';
import type { SubscriptionResult } from '~/server/newsletter/subscriptions';
import { clientAddressContext, servicesContext } from '~/app/context.server';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/newsletter';

/**
 * The site's newsletter forms: subscribe (on / and twice on /newsletter) and send-to-a-friend (the
 * home page's sidebar). With JavaScript they post through a fetcher and show the outcome in place;
 * without, the post lands here and the landing page shows the outcome. Input is checked with the
 * schemas the JSON API uses, then handed to the same service functions, rate limits included.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { newsletter } = context.get(servicesContext);
  const client = context.get(clientAddressContext);
  switch (form.get('intent')) {
    case 'subscribe': {
      const parsed = subscribeSchema.safeParse(subscribeInputFromForm(form));
      if (!parsed.success) return refused('subscribe', parsed.error);
      return answer('subscribe', await newsletter.subscribe(parsed.data, client));
    }
    case 'invite': {
      const parsed = inviteSchema.safeParse(inviteInputFromForm(form));
      if (!parsed.success) return refused('invite', parsed.error);
      return answer('invite', await newsletter.inviteFriends(parsed.data, client));
    }
    default:
      throw data('Unknown form', { status: 400 });
  }
}

function refused(intent: NewsletterFormOutcome['intent'], error: Parameters<typeof invalidForm>[0]) {
  const outcome: NewsletterFormOutcome = { intent, ...invalidForm(error, { email: 'email', emails: 'email', note: 'note' }) };
  return data(outcome, { status: 400 });
}

function answer(intent: NewsletterFormOutcome['intent'], result: SubscriptionResult) {
  const outcome: NewsletterFormOutcome = { intent, ok: result.ok, message: result.message };
  return data(outcome, { status: result.ok ? 200 : result.status });
}
