import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number shared by every instance: serialises migrations across processes. */
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * Applies pending migrations; safe to run from several instances at once on PostgreSQL. Tests of a
 * data-moving migration pass a folder that stops before it.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withExclusiveLock(MIGRATION_LOCK_ID, () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
