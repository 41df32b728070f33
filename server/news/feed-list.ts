/**
 * The feed list as the refresh and the admins see it: the configured feeds (built-in or
 * FEEDS_CONFIG) plus the feeds admins added on /admin/feeds, less those an admin disabled. Every
 * change an admin makes is recorded in the audit log (area 'feeds') with who made it.
 */
import { eq } from 'drizzle-orm';
import type { AuditActor } from '~/core/audit';
import { isCategory, type Category } from '~/core/categories';
import type { FeedHealth } from '~/core/feed-health';
import type { Db } from '~/server/db/client';
import { recordChange } from '~/server/admin/audit-log';
import { feeds } from '~/server/db/schema';
import { feedDefinitionSchema, type FeedDefinition } from './feed-registry';

/** A feed on the admin screen: its health, where it comes from and whether it is fetched. */
export interface ManagedFeed extends FeedHealth {
  origin: 'configured' | 'admin';
  enabled: boolean;
  defaultCategory: Category | null;
}

/** A feed the refresh fetches; `addedBy` tells an admin's feed (whose address is checked) from a configured one. */
export interface ActiveFeed extends FeedDefinition {
  addedBy: string | null;
}

type FeedRow = typeof feeds.$inferSelect;

function health(row: FeedRow | undefined, feed: FeedDefinition, now: Date): FeedHealth {
  return {
    key: feed.key,
    name: feed.name,
    url: feed.url,
    lastAttemptAt: row?.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    httpStatus: row?.httpStatus ?? null,
    error: row?.error ?? null,
    itemsSeen: row?.itemsSeen ?? 0,
    itemsStored: row?.itemsStored ?? 0,
    consecutiveFailures: row?.consecutiveFailures ?? 0,
    nextDueAt: (row?.nextDueAt ?? now).toISOString(),
  };
}

const definitionOf = (row: FeedRow): FeedDefinition => ({
  key: row.key,
  name: row.name,
  url: row.url,
  defaultCategory: isCategory(row.defaultCategory) ? row.defaultCategory : null,
});

/** Every feed of the list (configured first, in their order, then the admins' by name). */
export async function listManagedFeeds(db: Db, registry: readonly FeedDefinition[], now: Date): Promise<ManagedFeed[]> {
  const rows = await db.select().from(feeds);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const configured = new Set(registry.map((f) => f.key));
  const fromConfig = registry.map((feed): ManagedFeed => ({
    ...health(byKey.get(feed.key), feed, now),
    origin: 'configured',
    enabled: byKey.get(feed.key)?.enabled ?? true,
    defaultCategory: feed.defaultCategory,
  }));
  const fromAdmins = rows
    .filter((row) => row.addedBy !== null && !configured.has(row.key))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row): ManagedFeed => ({
      ...health(row, definitionOf(row), now),
      origin: 'admin',
      enabled: row.enabled,
      defaultCategory: definitionOf(row).defaultCategory,
    }));
  return [...fromConfig, ...fromAdmins];
}

/** The feeds the refresh fetches: configured and admin-added, less the disabled ones. */
export async function activeFeeds(db: Db, registry: readonly FeedDefinition[]): Promise<ActiveFeed[]> {
  const rows = await db.select().from(feeds);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const configured = new Set(registry.map((f) => f.key));
  return [
    ...registry.filter((feed) => byKey.get(feed.key)?.enabled !== false).map((feed) => ({ ...feed, addedBy: null })),
    ...rows
      .filter((row) => row.addedBy !== null && row.enabled && !configured.has(row.key))
      .map((row) => ({ ...definitionOf(row), addedBy: row.addedBy })),
  ];
}

export type FeedListResult = { ok: true; message: string } | { ok: false; field?: string; message: string };

/** Adds a feed for every later refresh; the address has been checked by the caller. */
export async function addFeed(
  db: Db,
  registry: readonly FeedDefinition[],
  input: { key: string; name: string; url: string; defaultCategory?: string },
  actor: AuditActor,
  now: Date,
): Promise<FeedListResult> {
  const parsed = feedDefinitionSchema.safeParse({
    ...input,
    defaultCategory: input.defaultCategory ? input.defaultCategory : undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'url');
    return {
      ok: false,
      field,
      message: `${field === 'defaultCategory' ? 'Category' : field[0]!.toUpperCase() + field.slice(1)}: ${issue.message}`,
    };
  }
  const feed = parsed.data;
  const [existing] = await db.select({ key: feeds.key }).from(feeds).where(eq(feeds.key, feed.key)).limit(1);
  if (existing || registry.some((f) => f.key === feed.key)) {
    return { ok: false, field: 'key', message: `A feed with the key '${feed.key}' already exists` };
  }
  await db.transaction(async (tx) => {
    await tx.insert(feeds).values({
      key: feed.key,
      name: feed.name,
      url: feed.url,
      defaultCategory: feed.defaultCategory ?? null,
      nextDueAt: now,
      addedBy: actor.id,
    });
    await recordChange(
      tx,
      actor,
      {
        area: 'feeds',
        action: 'added',
        subject: feed.key,
        detail: { name: feed.name, url: feed.url, defaultCategory: feed.defaultCategory ?? null },
      },
      now,
    );
  });
  return { ok: true, message: `Feed '${feed.name}' added; it is fetched with the next refresh` };
}

/** Disables or re-enables a feed of the list; a configured feed gets its row here if it has none yet. */
export async function setFeedEnabled(
  db: Db,
  registry: readonly FeedDefinition[],
  key: string,
  enabled: boolean,
  actor: AuditActor,
  now: Date,
): Promise<FeedListResult> {
  const configured = registry.find((f) => f.key === key);
  const [row] = await db.select().from(feeds).where(eq(feeds.key, key)).limit(1);
  const known = configured ?? (row && row.addedBy !== null ? definitionOf(row) : undefined);
  if (!known) return { ok: false, field: 'key', message: `No feed with the key '${key}'` };
  if ((row?.enabled ?? true) === enabled) {
    return { ok: true, message: `Feed '${known.name}' is already ${enabled ? 'enabled' : 'disabled'}` };
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(feeds)
      .values({ key, name: known.name, url: known.url, defaultCategory: known.defaultCategory, nextDueAt: now, enabled })
      .onConflictDoUpdate({
        target: feeds.key,
        // A re-enabled feed is due at once.
        set: { enabled, updatedAt: now, ...(enabled ? { nextDueAt: now } : {}) },
      });
    await recordChange(tx, actor, { area: 'feeds', action: enabled ? 're-enabled' : 'disabled', subject: key }, now);
  });
  return { ok: true, message: `Feed '${known.name}' ${enabled ? 're-enabled' : 'disabled'}` };
}
