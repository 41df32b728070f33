import { Link } from 'react-router';
import { SITE } from '../../core/site';
import { confirmSubscription } from '../../server/newsletter/subscriptions';
import { servicesContext } from '../context';
import { INVALID_LINK_TEXT, LinkOutcome } from '../features/newsletter/LinkOutcome';
import type { Route } from './+types/newsletter-confirm';

export const meta: Route.MetaFunction = () => [
  { title: `Confirm subscription | ${SITE.name}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return confirmSubscription(context.get(servicesContext), token);
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <LinkOutcome title="We could not confirm your subscription" ok={false}>
        <p>{INVALID_LINK_TEXT[loaderData.reason]}</p>
        <p className="mt-2">
          <Link to="/newsletter#subscribe" className="underline">
            Subscribe again
          </Link>
        </p>
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome title="You're subscribed!" ok>
      <p>
        <strong>{loaderData.email}</strong> will receive {SITE.name}&apos;s 5 key market insights every weekday at 7 AM Eastern.
      </p>
    </LinkOutcome>
  );
}
