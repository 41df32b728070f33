/**
 * Public newsletter endpoints for other clients: subscribe, one-click unsubscribe (RFC 8058: POST,
 * no login) and send-to-a-friend. They answer JSON only; the site's own forms post to the
 * /newsletter route action, which calls the same service functions.
 */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppServices } from '~/server/services';
import { inviteFriends, subscribe, unsubscribe } from '~/server/newsletter/subscriptions';
import { clientAddress } from './rate-limit';
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

export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not on a Node socket (tests call app.request directly).
    return undefined;
  }
}

export function createNewsletterApi(services: AppServices): Hono {
  const api = new Hono();
  const clientKey = (c: Context) => clientAddress(c.req.raw.headers, socketAddress(c), services.config.trustedProxyHops);

  api.post('/subscribe', async (c) => {
    const { body } = await readBody(c);
    const result = await subscribe(services, body, clientKey(c));
    return result.ok ? c.json({ message: result.message }) : c.json({ error: result.message }, result.status);
  });

  api.post('/invite', async (c) => {
    const { body } = await readBody(c);
    const result = await inviteFriends(services, body, clientKey(c));
    return result.ok ? c.json({ message: result.message }) : c.json({ error: result.message }, result.status);
  });

  // Mail clients POST here when the reader clicks "Unsubscribe" in their inbox.
  api.post('/unsubscribe', async (c) => {
    const result = await unsubscribe(services, c.req.query('token') ?? '');
    return result.ok
      ? c.json({ message: NEWSLETTER_TEXT.unsubscribed })
      : c.json({ error: NEWSLETTER_TEXT.unsubscribeLinkNotValid }, 400);
  });

  return api;
}
