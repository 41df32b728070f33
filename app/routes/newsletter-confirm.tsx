import { Form, Link } from 'react-router';
import { INVALID_LINK_TEXT, LINK_OUTCOME_TITLES } from '~/core/messages';
import { preferencesLabel } from '~/core/newsletter';
import { PageShell } from '~/app/shell/PageShell';
import { LinkOutcome } from '~/app/features/newsletter/LinkOutcome';
import { Button } from '~/app/ui/button';
import type { Route } from './+types/newsletter-confirm';
import { pageMeta } from '~/app/features/seo/page-meta';
import { useSiteIdentity } from '~/app/ui/site-identity';
export { loader, action } from './newsletter-confirm.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Confirm subscription',
    path: '/newsletter/confirm',
    matches,
    noindex: true,
  });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Newsletter">
      <Confirmation loaderData={loaderData} actionData={actionData} />
    </PageShell>
  );
}

function Confirmation({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const site = useSiteIdentity();
  const failure = actionData && !actionData.ok ? actionData : !loaderData.check.ok ? loaderData.check : null;
  if (failure) {
    return (
      <LinkOutcome title={LINK_OUTCOME_TITLES.confirmFailed} ok={false}>
        <p>{INVALID_LINK_TEXT[failure.reason]}</p>
        <p className="mt-2">
          <Link to="/newsletter#subscribe" className="underline">
            Subscribe again
          </Link>
        </p>
      </LinkOutcome>
    );
  }
  if (actionData?.ok) {
    return (
      <LinkOutcome title={LINK_OUTCOME_TITLES.confirmed} ok>
        <p>
          <strong>{actionData.email}</strong> will receive {site.name}&apos;s 5 key market insights every weekday at 7 AM Eastern.
        </p>
      </LinkOutcome>
    );
  }
  const pending = loaderData.check.ok ? loaderData.check : null;
  return (
    <LinkOutcome title="Confirm your subscription" ok>
      <p className="mb-4">
        Subscribe <strong>{pending?.email}</strong> to {site.name}
        {pending?.preferences ? ` (${preferencesLabel(pending.preferences)})` : ''}?
      </p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" variant="sage">
          Confirm subscription
        </Button>
      </Form>
    </LinkOutcome>
  );
}
