import { Form, Link } from 'react-router';
import { SITE } from '~/core/site';
import { INVALID_LINK_TEXT } from '~/app/features/newsletter/LinkOutcome';
import { LinkOutcome } from '~/app/shell/LinkOutcome';
import { Button } from '~/app/ui/button';
import type { Route } from './+types/newsletter-unsubscribe';
export { loader, action } from './newsletter-unsubscribe.server';

export const meta: Route.MetaFunction = () => [{ title: `Unsubscribe | ${SITE.name}` }, { name: 'robots', content: 'noindex' }];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <LinkOutcome title="You have been unsubscribed" ok>
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
      <LinkOutcome title="This unsubscribe link does not work" ok={false}>
        <p>{INVALID_LINK_TEXT.invalid}</p>
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome title={`Unsubscribe from ${SITE.name}?`} ok>
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
