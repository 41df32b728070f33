import { Form, Link } from 'react-router';
import { INVALID_LINK_TEXT, LINK_OUTCOME_TITLES, NEWSLETTER_TEXT } from '~/core/messages';
import { PageShell } from '~/app/shell/PageShell';
import { LinkOutcome } from '~/app/features/newsletter/LinkOutcome';
import { PreferenceCheckboxes } from '~/app/features/newsletter/PreferenceCheckboxes';
import { Button } from '~/app/ui/button';
import type { Route } from './+types/newsletter-preferences';
import { pageMeta } from '~/app/features/seo/page-meta';
export { loader, action } from './newsletter-preferences.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Newsletter preferences',
    path: '/newsletter/preferences',
    matches,
    noindex: true,
  });

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell crumb="Newsletter">
      <Preferences loaderData={loaderData} actionData={actionData} />
    </PageShell>
  );
}

function Preferences({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { subscriber, token, unsubscribeUrl } = loaderData;
  if (!subscriber) {
    return (
      <LinkOutcome title={LINK_OUTCOME_TITLES.preferencesLinkBroken} ok={false}>
        <p>{INVALID_LINK_TEXT.invalid}</p>
      </LinkOutcome>
    );
  }
  if (!subscriber.confirmed) {
    return (
      <LinkOutcome title={NEWSLETTER_TEXT.confirmBeforePreferencesTitle} ok={false}>
        <p>{NEWSLETTER_TEXT.confirmBeforePreferences}</p>
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome title="Your newsletter preferences" ok>
      <p className="mb-4">
        For <strong>{subscriber.email}</strong>
      </p>
      <Form method="post" className="flex flex-col items-center gap-4">
        <input type="hidden" name="token" value={token} />
        <PreferenceCheckboxes initial={subscriber.preferences} className="justify-center" />
        <Button type="submit" variant="sage">
          Save preferences
        </Button>
        {actionData && (
          <p role={actionData.ok ? 'status' : 'alert'} className="text-sm font-medium">
            {actionData.message}
          </p>
        )}
      </Form>
      {unsubscribeUrl && (
        <p className="mt-4 text-sm">
          <Link to={unsubscribeUrl} className="underline">
            Unsubscribe instead
          </Link>
        </p>
      )}
    </LinkOutcome>
  );
}
