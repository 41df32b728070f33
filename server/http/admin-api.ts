/**
 * /api/v1/admin: every route checks the role on the server first. Signed out → 401, signed in
 * without the admin role → 403, both as JSON with the spec's wording.
 */
import { Hono } from 'hono';
import { checkAdmin } from '~/server/auth/roles';
import { SUBSCRIBER_CSV_HEADER, SUBSCRIBER_SEARCH_MAX, subscriberCsvLine } from '~/core/subscribers';
import { exportSubscribers } from '~/server/admin/subscribers';
import { listFeedHealth } from '~/server/news/feed-health';
import { ADMIN_TEXT, sendResultMessage } from '~/core/messages';
import { EDITION_KINDS, isEditionKind } from '~/core/newsletter';
import { listOutbox, readOutboxMessage } from '~/server/newsletter/mailer';
import type { AppServices } from '~/server/services';
import { jsonOnly } from './json-only';

export function createAdminApi(services: AppServices): Hono {
  const admin = new Hono();

  admin.use('*', async (c, next) => {
    const check = await checkAdmin(services.auth, services.database.db, c.req.raw.headers);
    c.header('Cache-Control', 'no-store');
    if (check.status === 'signed-out') return c.json({ error: ADMIN_TEXT.signInRequired }, 401);
    if (check.status === 'forbidden') return c.json({ error: ADMIN_TEXT.adminRequired }, 403);
    await next();
  });

  admin.get('/feeds', async (c) => c.json({ feeds: await listFeedHealth(services.database.db) }));

  // The subscriber list as CSV (the search of the screen applies), streamed in batches.
  admin.get('/subscribers/export', (c) => {
    const search = (c.req.query('q') ?? '').slice(0, SUBSCRIBER_SEARCH_MAX);
    const rows = exportSubscribers(services.database.db, search);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`${SUBSCRIBER_CSV_HEADER.join(',')}\r\n`));
      },
      async pull(controller) {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(`${subscriberCsvLine(next.value)}\r\n`));
      },
      async cancel() {
        await rows.return(undefined);
      },
    });
    const day = services.now().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
    });
  });

  admin.post('/newsletter/send', jsonOnly, async (c) => {
    // An empty body sends the daily, as before kinds existed; a body that is not JSON is refused.
    const text = await c.req.text();
    let body: unknown = {};
    try {
      if (text.trim()) body = JSON.parse(text);
    } catch {
      return c.json({ error: `The body must be JSON: { "kind": ${EDITION_KINDS.map((k) => `"${k}"`).join(' | ')} }` }, 400);
    }
    const kind = (body as { kind?: unknown } | null)?.kind ?? 'daily';
    if (!isEditionKind(kind)) return c.json({ error: ADMIN_TEXT.unknownEditionKind }, 400);
    const request = await services.editions.requestSendNow(kind);
    if (request.queued) return c.json({ queued: true, message: ADMIN_TEXT.sendQueued }, 202);
    const { summary } = request;
    return c.json({ ...summary, subscriberCount: summary.totalSubscribers, message: sendResultMessage(summary) });
  });
  admin.get('/newsletter/history', async (c) => c.json({ logs: await services.editions.sendHistory() }));
  admin.get('/newsletter/outbox', (c) => c.json({ messages: listOutbox(services.config) }));
  admin.get('/newsletter/outbox/:name', (c) => {
    const message = readOutboxMessage(services.config, c.req.param('name'));
    return message === null ? c.json({ error: 'Not found' }, 404) : c.body(message, 200, { 'Content-Type': 'message/rfc822' });
  });

  return admin;
}
