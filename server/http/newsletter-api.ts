/**
 * Public newsletter endpoints: subscribe (JSON or a plain form post), one-click unsubscribe
 * (RFC 8058: POST, no login) and send-to-a-friend.
 */
import { Hono, type Context } from 'hono';
import { subscriptionTextKey, type Subscriptions } from '~/server/newsletter/subscriptions';
import { requestClient } from './client-address';
import { NEWSLETTER_PREFERENCES } from '~/core/newsletter';

/** JSON bodies as they are; form posts turned into the same shape (checkboxes named after preferences). */
async function readBody(c: Context): Promise<{ body: unknown; isForm: boolean }> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return { body: await c.req.json().catch(() => null), isForm: false };
  const form = await c.req.parseBody({ all: true });
  const emails = form.emails ?? form.email;
  return {
    isForm: true,
    body: {
      email: typeof form.email === 'string' ? form.email : undefined,
      emails: (Array.isArray(emails) ? emails : [emails]).filter((e): e is string => typeof e === 'string' && e.trim() !== ''),
      note: typeof form.note === 'string' ? form.note : undefined,
      preferences: Object.fromEntries(NEWSLETTER_PREFERENCES.map((p) => [p, form[p] === 'on' || form[p] === 'true'])),
    },
  };
}

export interface NewsletterApiDeps {
  subscriptions: Subscriptions;
  /** Where a plain form post is sent back to. */
  publicUrl: string;
  /** Proxies in front whose X-Forwarded-For is believed (the rate limits key on the client). */
  trustedProxyHops: number;
}

export function createNewsletterApi({ subscriptions, publicUrl, trustedProxyHops }: NewsletterApiDeps): Hono {
  const api = new Hono();
  const clientKey = (c: Context) => requestClient(c, trustedProxyHops);

  api.post('/subscribe', async (c) => {
    const { body, isForm } = await readBody(c);
    const result = await subscriptions.subscribe(body, clientKey(c));
    if (isForm) {
      // Without JavaScript: back to the landing page, which shows the outcome.
      // Only a catalogue code travels in the URL: the page never shows text taken from a link.
      const to = new URL('/newsletter', publicUrl);
      to.searchParams.set('outcome', subscriptionTextKey(result.message) ?? 'mailFailed');
      return c.redirect(`${to.pathname}${to.search}#subscribe`, 303);
    }
    return result.ok ? c.json({ message: result.message }) : c.json({ error: result.message }, result.status);
  });

  api.post('/invite', async (c) => {
    const { body } = await readBody(c);
    const result = await subscriptions.inviteFriends(body, clientKey(c));
    return result.ok ? c.json({ message: result.message }) : c.json({ error: result.message }, result.status);
  });

  // Mail clients POST here when the reader clicks "Unsubscribe" in their inbox.
  api.post('/unsubscribe', async (c) => {
    const result = await subscriptions.unsubscribe(c.req.query('token') ?? '');
    return result.ok
      ? c.json({ message: 'You have been unsubscribed.' })
      : c.json({ error: 'This unsubscribe link is not valid.' }, 400);
  });

  return api;
}
