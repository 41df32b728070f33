/**
 * Opens the database: embedded PGlite (a folder, or memory for tests) or a PostgreSQL server.
 * Both give the same Drizzle API over the same schema; `executeSql` is the raw door pg-boss uses.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
  /** Sends `payload` to every session listening on `channel`, in this process and others (NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls `onMessage` with each payload sent on `channel` until the returned function is called.
   * On PostgreSQL the listening session is one connection of its own; when it is lost it is opened
   * again (1 s, then up to 30 s apart) and `onMessage(null)` says that messages may have been missed
   * meanwhile.
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel names go into LISTEN as identifiers, so only plain lower-case names are accepted. */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel '${channel}'`);
  return `"${channel}"`;
}

const RELISTEN_FIRST_MS = 1_000;
const RELISTEN_MAX_MS = 30_000;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `loadDataDir`: a tar of a PGlite data folder to start from (a backup being restored). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir, target.loadDataDir);
}

/**
 * The embedded PostgreSQL's shared buffers live in PGlite's WebAssembly memory. Its default, 128 MB,
 * was the largest part of the server's memory after start; 32 MB holds the hot part of a journal of
 * 5,000 articles, and the rest is a read from the operating system's page cache (decision 0111).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Creates the cluster in an empty data folder in a process of its own (pglite-initdb.mjs). */
async function initialisePgliteCluster(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, [script, dataDir]);
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`creating the embedded database in ${dataDir} failed: ${stderr?.trim() || message}`);
  }
}

/**
 * Opens PGlite on a data folder with the shared buffers above. A fresh folder's cluster is created
 * first, with PGlite's own settings and in a process of its own: start parameters given to the run
 * that creates it made the process grow to 790 MB, and a cluster created in the server's process
 * (or a thread of it) left 440–470 MB behind where a reopened one takes 320 MB. Memory-only
 * databases (tests) and restores keep PGlite's defaults.
 */
async function createPglite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  const options = { dataDir: dataDir ?? undefined, extensions: { vector, pg_trgm }, loadDataDir };
  // PGlite does not create parent folders itself.
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  if (!dataDir || loadDataDir) return PGlite.create(options);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialisePgliteCluster(dataDir);
  return PGlite.create({
    ...options,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const client = await createPglite(dataDir, loadDataDir);
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
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      channelIdentifier(channel);
      return client.listen(channel, (payload) => onMessage(payload));
    },
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
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage) => listenOnPostgres(url, channel, onMessage),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). The first
 * connection must succeed, as at boot; a lost one is replaced in the background.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  const listenSql = `LISTEN ${channelIdentifier(channel)}`;
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RELISTEN_FIRST_MS;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', (error) => logger.warn({ err: error, channel }, 'listening connection lost'));
    client.on('end', () => {
      if (current !== client || stopped) return;
      current = null;
      scheduleReopen();
    });
    try {
      await client.connect();
      await client.query(listenSql);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };

  function scheduleReopen() {
    retry = setTimeout(async () => {
      try {
        current = await open();
        if (stopped) return void (await current.end().catch(() => undefined));
        retryMs = RELISTEN_FIRST_MS;
        logger.info({ channel }, 'listening again');
        onMessage(null);
      } catch (error) {
        logger.warn({ err: error, channel, retryMs }, 'could not listen yet');
        retryMs = Math.min(retryMs * 2, RELISTEN_MAX_MS);
        if (!stopped) scheduleReopen();
      }
    }, retryMs);
    retry.unref();
  }

  current = await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
    current = null;
  };
}
