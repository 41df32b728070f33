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
  const scratch = await createScratchDatabase(serverUrl, 'journal_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await runMigrations(database);
  return {
    ...database,
    url: scratch.url,
    async destroy() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A new, empty database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`, for a test
 * or benchmark of its own; `drop` removes it, closing whatever connections are still open to it.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
