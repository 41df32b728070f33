/**
 * The application settings: read by every page (cached in this instance for a short while, so a
 * page costs no query) and saved by admins, each changed key recorded with `updated_by` and in the
 * audit log in one transaction. An empty description falls back to the journal's own.
 */
import { inArray } from 'drizzle-orm';
import type { AuditActor } from '~/core/audit';
import { DEFAULT_SETTINGS, SETTING_KEYS, SETTING_LABELS, type AppSettings } from '~/core/settings';
import type { SettingsInput } from '~/core/settings-input';
import type { Db } from '~/server/db/client';
import { appSettings } from '~/server/db/schema';
import { logger } from '~/server/logger';
import { recordChange } from './audit-log';

/** How long an instance serves its copy: another instance's save shows within this time. */
export const SETTINGS_CACHE_MS = 15_000;

export interface SettingsStore {
  current(): Promise<AppSettings>;
  /** Saves what changed; answers the keys changed (empty: nothing to save). */
  save(input: SettingsInput, actor: AuditActor): Promise<(keyof AppSettings)[]>;
  /** Drops this instance's copy: another instance saved settings (server/published-changes.ts). */
  forget(): void;
}

const FIELDS = Object.keys(SETTING_KEYS) as (keyof AppSettings)[];

export function createSettingsStore({ db, now }: { db: Db; now: () => Date }): SettingsStore {
  let cached: { settings: AppSettings; until: number } | null = null;

  const read = async (): Promise<AppSettings> => {
    const rows = await db
      .select({ key: appSettings.key, value: appSettings.value })
      .from(appSettings)
      .where(inArray(appSettings.key, Object.values(SETTING_KEYS)));
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const settings = { ...DEFAULT_SETTINGS };
    for (const field of FIELDS) {
      const value = stored.get(SETTING_KEYS[field]);
      if (value !== undefined && value !== '') (settings as Record<string, string>)[field] = value;
    }
    return settings;
  };

  return {
    async current() {
      if (cached && cached.until > now().getTime()) return cached.settings;
      try {
        cached = { settings: await read(), until: now().getTime() + SETTINGS_CACHE_MS };
        return cached.settings;
      } catch (error) {
        // A page must not fail because its settings could not be read: the journal's own values.
        logger.error({ err: error }, 'settings could not be read');
        return cached?.settings ?? DEFAULT_SETTINGS;
      }
    },

    async save(input, actor) {
      const before = await read();
      const changed = FIELDS.filter((field) => input[field] !== before[field]);
      if (changed.length === 0) return [];
      const at = now();
      await db.transaction(async (tx) => {
        for (const field of changed) {
          const row = { key: SETTING_KEYS[field], value: input[field], updatedBy: actor.id, updatedAt: at };
          await tx.insert(appSettings).values(row).onConflictDoUpdate({ target: appSettings.key, set: row });
          await recordChange(
            tx,
            actor,
            {
              area: 'settings',
              action: 'changed',
              subject: SETTING_LABELS[field],
              detail: { from: before[field], to: input[field] },
            },
            at,
          );
        }
      });
      cached = null;
      return changed;
    },

    forget() {
      cached = null;
    },
  };
}
