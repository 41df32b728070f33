import { Form, Link } from 'react-router';
import { INVALID_LINK_TEXT, LINK_OUTCOME_TITLES } from '~/core/messages';
import { PageShell } from '~/app/shell/PageShell';
import { LinkOutcome } from '~/app/features/newsletter/LinkOutcome';
import { Button } from '~/app/ui/button';
import type { Route } from './+types/newsletter-unsubscribe';
import { pageMeta } from '~/app/features/seo/page-meta';
import { useSiteIdentity } from '~/app/ui/site-identity';
export { loader, action } from './newsletter-unsubscribe.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Unsubscribe', path: '/newsletter/unsubscribe', matches, noindex: true });

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Newsletter">
      <Unsubscribe loaderData={loaderData} actionData={actionData} />
    </PageShell>
  );
}

function Unsubscribe({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const site = useSiteIdentity();
  if (actionData?.ok) {
    return (
      <LinkOutcome title={LINK_OUTCOME_TITLES.unsubscribed} ok>
        <p>
          <strong>{actionData.email}</strong> will not receive the newsletter any more. Changed your mind?{' '}
          <Link to="/newsletter#subscribe" className="underline">
            Subscribe again
          </Link>
          .
        </p>
      </LinkOutcome>
    );
  }
  if (!loaderData.valid || actionData?.ok === false) {
    return (
      <LinkOutcome title={LINK_OUTCOME_TITLES.unsubscribeLinkBroken} ok={false}>
        <p>{INVALID_LINK_TEXT.invalid}</p>
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome title={`Unsubscribe from ${site.name}?`} ok>
      <p className="mb-4">You will stop receiving the daily newsletter. You can subscribe again at any time.</p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" variant="destructive">
          Unsubscribe
        </Button>
      </Form>
    </LinkOutcome>
  );
}
