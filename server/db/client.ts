/**
 * Opens the database: embedded PGlite (a folder, or memory for tests) or a PostgreSQL server.
 * Both give the same Drizzle API over the same schema; `executeSql` is the raw door pg-boss uses.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { logger } from '~/server/logger';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; without values it may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock (one session for lock and unlock), so
   * several instances never do it at once. PGlite is single-process and needs no lock.
   */
  withExclusiveLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: its data folder as an uncompressed tar, copied while no query runs (PGlite's query
   * lock), so it holds every committed transaction and nothing half-written (server/db/backup.ts).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `loadDataDir`: a tar of a PGlite data folder to start from (a backup being restored). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir, target.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  // PGlite does not create parent folders itself.
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: { vector, pg_trgm }, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values) as Promise<SqlResult>;
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    withExclusiveLock: (_lockId, work) => work(),
    // Uncompressed: the copy is what holds queries back; gzip runs after, outside PGlite's lock.
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection closed by the server (restart, failover) must not crash the process; the
  // pool replaces it on next use.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async withExclusiveLock(lockId, work) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [lockId]);
        return await work();
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
