/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped again afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
  /** The connection string, on PostgreSQL. */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await runMigrations(database);
    return { ...database, destroy: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs TEST_DATABASE_URL (npm test starts a server and sets it).');
  const name = `journal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
