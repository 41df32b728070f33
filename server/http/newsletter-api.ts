/**
 * Public newsletter endpoints for other clients: subscribe, one-click unsubscribe (RFC 8058: POST,
 * no login) and send-to-a-friend. They answer JSON only; the site's own forms post to the
 * /newsletter route action, which calls the same service functions.
 */
import { Hono, type Context } from 'hono';
import type { Subscriptions } from '~/server/newsletter/subscriptions';
import { applyProviderEvents, providerEventsSchema, type SuppressionList } from '~/server/newsletter/suppressions';
import { hasBearerSecret } from './bearer-secret';
import { requestClient } from './client-address';
import { jsonOnly } from './json-only';
import { NEWSLETTER_TEXT } from '~/core/messages';

/** The JSON body, or null when it does not parse (the service then answers 400). */
const readBody = (c: Context): Promise<unknown> => c.req.json().catch(() => null);

export interface NewsletterApiDeps {
  subscriptions: Subscriptions;
  suppressions: SuppressionList;
  /** NEWSLETTER_EVENTS_SECRET: without it the provider events endpoint is off. */
  eventsSecret: string | undefined;
  /** Proxies in front whose X-Forwarded-For is believed (the rate limits key on the client). */
  trustedProxyHops: number;
}

export function createNewsletterApi({ subscriptions, suppressions, eventsSecret, trustedProxyHops }: NewsletterApiDeps): Hono {
  const api = new Hono();
  const clientKey = (c: Context) => requestClient(c, trustedProxyHops);

  api.post('/subscribe', jsonOnly, async (c) => {
    const result = await subscriptions.subscribe(await readBody(c), clientKey(c));
    return result.ok ? c.json({ message: result.message }) : c.json({ error: result.message }, result.status);
  });

  api.post('/invite', jsonOnly, async (c) => {
    const result = await subscriptions.inviteFriends(await readBody(c), clientKey(c));
    return result.ok ? c.json({ message: result.message }) : c.json({ error: result.message }, result.status);
  });

  // Mail clients POST here when the reader clicks "Unsubscribe" in their inbox.
  api.post('/unsubscribe', async (c) => {
    const result = await subscriptions.unsubscribe(c.req.query('token') ?? '');
    return result.ok
      ? c.json({ message: NEWSLETTER_TEXT.unsubscribed })
      : c.json({ error: NEWSLETTER_TEXT.unsubscribeLinkNotValid }, 400);
  });

  // A mail provider's bounce and complaint notifications (decision 0099): each suppresses the address.
  api.post('/events', jsonOnly, async (c) => {
    if (!eventsSecret) return c.json({ error: 'Provider events are not enabled (set NEWSLETTER_EVENTS_SECRET)' }, 404);
    if (!hasBearerSecret(c.req.header('Authorization'), eventsSecret)) return c.json({ error: 'Missing or wrong secret' }, 401);
    const parsed = providerEventsSchema.safeParse(await readBody(c));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return c.json({ error: `${issue.path.join('.') || 'body'}: ${issue.message}` }, 400);
    }
    return c.json(await applyProviderEvents(suppressions, parsed.data));
  });

  return api;
}
