import { z } from 'zod';
import { ADMIN_TEXT } from '~/core/messages';
import { requireAdminPage } from '~/server/auth/admin-gate';
import { publicAddressesOnly } from '~/server/news/address-policy';
import { pinnedFetch } from '~/server/news/pinned-fetch';
import { listChanges } from '~/server/admin/audit-log';
import { addFeed, listManagedFeeds, setFeedEnabled } from '~/server/news/feed-list';
import { loadFeedRegistry } from '~/server/news/feed-registry';
import { previewFeed, type FeedPreview } from '~/server/news/preview';
import { servicesContext } from '~/app/context.server';
import type { AppServices } from '~/server/services';
import { readForm } from '~/app/form-data.server';
import type { Route } from './+types/feeds';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdminPage(services, request);
  const now = services.now();
  const registry = loadFeedRegistry(services.config.feedsConfigPath);
  return {
    feeds: await listManagedFeeds(services.database.db, registry, now),
    changes: await listChanges(services.database.db, 'feeds'),
    now: now.toISOString(),
  };
}

/** An address an admin typed: http(s) only, and a public machine unless the operator allows others. */
const feedUrl = z
  .string()
  .trim()
  .min(1, ADMIN_TEXT.feedUrlRequired)
  .max(2000, ADMIN_TEXT.feedUrlInvalid)
  .pipe(z.url({ protocol: /^https?$/, message: ADMIN_TEXT.feedUrlInvalid }));

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('preview'), url: feedUrl }),
  z.object({
    intent: z.literal('add'),
    key: z.string().trim(),
    name: z.string().trim(),
    url: feedUrl,
    defaultCategory: z.string().trim().optional(),
  }),
  z.object({ intent: z.enum(['disable', 'enable']), key: z.string().trim().min(1) }),
]);

export type FeedsActionData =
  | { intent: 'preview'; ok: true; preview: FeedPreview }
  | { intent: 'preview' | 'add' | 'disable' | 'enable'; ok: boolean; message: string; field?: string };

async function refusedAddress(services: AppServices, url: string): Promise<string | null> {
  if (services.config.feedsAllowPrivateAddresses) return null;
  return publicAddressesOnly()(url);
}

export async function action({ request, context }: Route.ActionArgs): Promise<FeedsActionData> {
  const services = context.get(servicesContext);
  const admin = await requireAdminPage(services, request);
  const form = Object.fromEntries(await readForm(request));
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const intent = ['preview', 'add', 'disable', 'enable'].includes(String(form.intent))
      ? (form.intent as 'preview' | 'add' | 'disable' | 'enable')
      : 'preview';
    return { intent, ok: false, message: issue.message, field: String(issue.path[0] ?? 'url') };
  }
  const input = parsed.data;
  const now = services.now();
  const { db } = services.database;
  const registry = loadFeedRegistry(services.config.feedsConfigPath);

  if (input.intent === 'preview') {
    const preview = await previewFeed(input.url, {
      now,
      pinned: services.config.feedsAllowPrivateAddresses ? null : pinnedFetch(),
    });
    return { intent: 'preview', ok: true, preview };
  }
  if (input.intent === 'add') {
    const refused = await refusedAddress(services, input.url);
    if (refused) return { intent: 'add', ok: false, field: 'url', message: `Refused: ${refused}` };
    const result = await addFeed(db, registry, input, admin, now);
    return { intent: 'add', ...result };
  }
  const result = await setFeedEnabled(db, registry, input.key, input.intent === 'enable', admin, now);
  return { intent: input.intent, ...result };
}
