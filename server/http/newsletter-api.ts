/**
 * Public newsletter endpoints for other clients: subscribe, one-click unsubscribe (RFC 8058: POST,
 * no login) and send-to-a-friend. They answer JSON only; the site's own forms post to the
 * /newsletter route action, which calls the same service functions.
 */
import { Hono, type Context } from 'hono';
import type { Subscriptions } from '~/server/newsletter/subscriptions';
import { requestClient } from './client-address';
import { NEWSLETTER_TEXT } from '~/core/messages';
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
  /** Proxies in front whose X-Forwarded-For is believed (the rate limits key on the client). */
  trustedProxyHops: number;
}

export function createNewsletterApi({ subscriptions, trustedProxyHops }: NewsletterApiDeps): Hono {
  const api = new Hono();
  const clientKey = (c: Context) => requestClient(c, trustedProxyHops);

  api.post('/subscribe', async (c) => {
    const { body } = await readBody(c);
    const result = await subscriptions.subscribe(body, clientKey(c));
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
      ? c.json({ message: NEWSLETTER_TEXT.unsubscribed })
      : c.json({ error: NEWSLETTER_TEXT.unsubscribeLinkNotValid }, 400);
  });

  return api;
}
