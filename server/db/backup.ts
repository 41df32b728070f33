/**
 * Backups of the embedded database: npm run db:backup and db:restore (decision 0108).
 *
 * A backup is PGlite's own copy of its data folder (`dumpDataDir`), a tar of the files, gzipped: the
 * format PGlite's `loadDataDir` reads back. The process that holds the database takes the copy while
 * no query runs, so it holds every committed transaction and nothing half-written; PGlite starts
 * from it as PostgreSQL starts after a crash, replaying the write-ahead log.
 *
 * A restore never touches the database it replaces before the backup has proved itself: the archive
 * is unpacked into a folder of its own beside it, started and migrated there, and only then swapped
 * in; the folder it replaces is moved aside, not deleted.
 *
 * With DATABASE_URL both commands stop and name PostgreSQL's own tools, which are made for that.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { acquirePgliteLock, DatabaseBusyError } from './pglite-lock';

const gunzip = promisify(zlib.gunzip);

export const BACKUP_USAGE = 'Usage: npm run db:backup [-- <file.tar.gz>]';
export const RESTORE_USAGE = 'Usage: npm run db:restore -- <file.tar.gz> [--force]';

export const POSTGRES_BACKUP_ADVICE =
  'db:backup copies the embedded database only. With DATABASE_URL use PostgreSQL\'s own tool: pg_dump --format=custom "$DATABASE_URL" > backup.dump (restore it with pg_restore).';
export const POSTGRES_RESTORE_ADVICE =
  'db:restore puts back a backup of the embedded database only. With DATABASE_URL restore a pg_dump archive with PostgreSQL\'s own tool: pg_restore --no-owner --dbname "$DATABASE_URL" backup.dump (into an empty database).';

/** The embedded database's folder inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** A UTC time that sorts and is safe in a file name on every system: 20261125T101500Z. */
export function fileTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export function defaultBackupFile(dataDir: string, now: Date): string {
  return path.join(dataDir, 'backups', `pglite-${fileTimestamp(now)}.tar.gz`);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `name`, or `name-2`, `name-3`, … when a file or folder of that name is already there. */
function unusedPath(candidate: string): string {
  let result = candidate;
  for (let n = 2; fs.existsSync(result); n++) result = `${candidate}-${n}`;
  return result;
}

export function parseBackupArgs(args: string[]): { file: string | undefined } {
  const unexpected = args.find((arg) => arg.startsWith('-')) ?? args[1];
  if (unexpected !== undefined) throw new Error(`Unexpected argument '${unexpected}'. ${BACKUP_USAGE}`);
  return { file: args[0] };
}

export interface BackupReport {
  file: string;
  bytes: number;
}

/**
 * Writes a backup of `database` to `file` (default: DATA_DIR/backups/pglite-<UTC time>.tar.gz). It
 * is written beside its final name and renamed when complete, so a failed backup leaves no half
 * file that could later pass for a backup. Never overwrites a file.
 */
export async function backupDatabase(
  database: Database,
  options: { dataDir: string; file?: string; now: Date },
): Promise<BackupReport> {
  if (!database.dumpDataDir) throw new Error(POSTGRES_BACKUP_ADVICE);
  const file = path.resolve(options.file ?? defaultBackupFile(options.dataDir, options.now));
  const folder = path.dirname(file);
  if (options.file === undefined) fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  else if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`No such folder: ${folder}`);
  if (fs.existsSync(file)) throw new Error(`${file} already exists; name another file.`);

  const partial = path.join(folder, `.${path.basename(file)}.partial-${process.pid}`);
  try {
    const tar = await database.dumpDataDir();
    // Compressed after PGlite's query lock is released, on libuv's threads: queries waited only
    // for the copy. Owner-only: the database holds sessions and subscribers' addresses.
    await pipeline(
      Readable.fromWeb(tar.stream() as unknown as NodeReadableStream<Uint8Array>),
      zlib.createGzip(),
      fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    const descriptor = fs.openSync(partial, 'r');
    try {
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: fs.statSync(file).size };
}

/**
 * The entry names of a tar archive, or an error naming what is wrong. Every header's checksum is
 * checked, so a file that merely decompresses is not taken for an archive.
 */
export function tarEntryNames(tar: Uint8Array): string[] {
  const text = (from: number, length: number) => {
    const field = tar.subarray(from, from + length);
    const end = field.indexOf(0);
    return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString('utf8');
  };
  const octal = (from: number, length: number) => {
    const digits = text(from, length).trim();
    return /^[0-7]+$/.test(digits) ? parseInt(digits, 8) : NaN;
  };
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names; // the end-of-archive blocks
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
    const size = octal(offset + 124, 12);
    if (octal(offset + 148, 8) !== sum || Number.isNaN(size)) throw new Error('not a tar archive');
    const prefix = text(offset + 345, 155);
    const name = text(offset, 100);
    names.push(text(offset + 257, 5) === 'ustar' && prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (offset > tar.length) throw new Error('the archive is cut short');
  }
  if (names.length === 0) throw new Error('not a tar archive');
  return names;
}

/**
 * Reads and unpacks a backup in memory (PGlite loads it whole anyway), with an error that says
 * what the file is instead of a decompressor's.
 */
async function readBackup(file: string): Promise<Uint8Array<ArrayBuffer>> {
  const packed = await fs.promises.readFile(file);
  if (packed[0] !== 0x1f || packed[1] !== 0x8b) throw new Error(`${file} is not a .tar.gz file (no gzip header).`);
  let tar: Uint8Array;
  try {
    tar = await gunzip(packed);
  } catch (error) {
    throw new Error(`${file} is damaged: ${(error as Error).message}.`);
  }
  let names: string[];
  try {
    names = tarEntryNames(tar);
  } catch (error) {
    throw new Error(`${file} is damaged: ${(error as Error).message}.`);
  }
  if (!names.some((name) => name.replace(/^\.?\//, '') === 'PG_VERSION')) {
    throw new Error(`${file} is not a backup of the embedded database (no PG_VERSION in it).`);
  }
  // zlib answers in an ordinary (never shared) buffer.
  return tar as Uint8Array<ArrayBuffer>;
}

export function parseRestoreArgs(args: string[]): { file: string; force: boolean } {
  const files = args.filter((arg) => arg !== '--force');
  const unexpected = files.find((arg) => arg.startsWith('-')) ?? files[1];
  if (unexpected !== undefined) throw new Error(`Unexpected argument '${unexpected}'. ${RESTORE_USAGE}`);
  if (files[0] === undefined) throw new Error(`Name the backup to restore. ${RESTORE_USAGE}`);
  return { file: files[0], force: args.includes('--force') };
}

export interface RestoreReport {
  /** The database folder now holding the backup. */
  folder: string;
  /** Where the database it replaced was moved, if there was one. */
  previous: string | null;
}

/**
 * Puts a backup in place as DATA_DIR's database. Refused while any process holds the folder (a
 * running server cannot have its database replaced underneath it) and, without `force`, when the
 * folder already holds a database. Every check and the trial start come before anything is moved.
 */
export async function restoreBackup(options: {
  dataDir: string;
  file: string;
  force: boolean;
  now: Date;
}): Promise<RestoreReport> {
  const file = path.resolve(options.file);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw new Error(`No such file: ${file}`);
  if (!stat.isFile()) throw new Error(`${file} is not a file.`);

  let release: () => void;
  try {
    release = acquirePgliteLock(options.dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    throw new Error(`${error.message} Stop it first: a running server's database cannot be replaced underneath it.`);
  }
  try {
    const folder = pgliteFolder(options.dataDir);
    const holdsData = fs.existsSync(folder) && fs.readdirSync(folder).length > 0;
    const stamp = fileTimestamp(options.now);
    if (holdsData && !options.force) {
      throw new Error(
        `${folder} already holds a database. Add --force to move it aside (to pglite.before-restore-${stamp}) and restore over it.`,
      );
    }
    const tar = await readBackup(file);

    const staging = unusedPath(path.join(options.dataDir, `pglite.restoring-${stamp}`));
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: staging, loadDataDir: new Blob([tar]) });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`${file} could not be started as a database: ${(error as Error).message}`);
    }

    let previous: string | null = null;
    if (holdsData) {
      previous = unusedPath(path.join(options.dataDir, `pglite.before-restore-${stamp}`));
      fs.renameSync(folder, previous);
    } else {
      fs.rmSync(folder, { recursive: true, force: true }); // an empty folder, or none
    }
    try {
      fs.renameSync(staging, folder);
    } catch (error) {
      if (previous) fs.renameSync(previous, folder);
      throw error;
    }
    return { folder, previous };
  } finally {
    release();
  }
}
