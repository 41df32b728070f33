/**
 * npm run db:backup and db:restore on the embedded database, in temporary data folders: a backup
 * taken by the CLI with no server and by a running server over its control socket, a restore round
 * trip, and every refusal, each of which must leave the data folder as it was.
 *
 * Only the embedded database has these commands (PostgreSQL has pg_dump), so the PostgreSQL run of
 * the integration suite skips this file rather than repeat the same PGlite work.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { sendControlCommand } from '~/server/control/client';
import { startControlServer } from '~/server/control/server';
import { createServices } from '~/server/services';
import { pgliteFolder, POSTGRES_BACKUP_ADVICE, POSTGRES_RESTORE_ADVICE, restoreBackup, tarEntryNames } from './backup';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { acquirePgliteLock } from './pglite-lock';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '..', '..');
const NOW = new Date('2026-11-26T09:30:00Z');

/** The operator's command, as `npm run <command> -- …` runs it. */
async function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const folders: string[] = [];
function tempFolder(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `journal-${name}-`));
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** Every file and folder under `folder` with its size: what "nothing changed" compares. */
function snapshot(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((entry) => `${entry} ${fs.statSync(path.join(folder, entry)).size}`)
    .sort();
}

async function openFolder(folder: string): Promise<Database> {
  return openDatabase({ kind: 'pglite', dataDir: folder });
}

async function notes(folder: string): Promise<string[]> {
  const database = await openFolder(folder);
  try {
    const { rows } = await database.executeSql('SELECT note FROM restore_probe ORDER BY note');
    return rows.map((row) => String(row.note));
  } finally {
    await database.close();
  }
}

/** A ustar archive of the given files, as GNU tar writes one. */
function tarOf(files: Record<string, string>): Buffer {
  const blocks = Object.entries(files).flatMap(([name, content]) => {
    const header = Buffer.alloc(512);
    header.write(name, 0);
    header.write('0000600\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
    header.write('00000000000\0', 136);
    header.write('        ', 148);
    header.write('0', 156);
    header.write('ustar\u000000', 257);
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
    body.write(content);
    return [header, body];
  });
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

// Registered only in the PGlite run: these are the embedded database's backups, and the PostgreSQL
// run of the suite has nothing of its own to add (a skipped test would count as a failure).
const embedded = process.env.TEST_DATABASE !== 'postgres';

describe('backups with DATABASE_URL', () => {
  it('with DATABASE_URL names pg_dump and pg_restore instead, connecting to nothing', { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing', DATA_DIR: tempFolder('postgres-advice') };
    expect(await cli(env, 'db:backup')).toEqual({ code: 1, stdout: '', stderr: `Error: ${POSTGRES_BACKUP_ADVICE}\n` });
    expect(await cli(env, 'db:restore', 'backup.dump')).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: ${POSTGRES_RESTORE_ADVICE}\n`,
    });
    expect(POSTGRES_BACKUP_ADVICE).toContain('pg_dump --format=custom "$DATABASE_URL" > backup.dump');
    expect(POSTGRES_RESTORE_ADVICE).toContain('pg_restore');
  });
});

if (embedded)
  describe('backups of the embedded database', () => {
    // A data folder held by a "running server": the lock, the database, the control socket.
    const serverDir = tempFolder('backup-server');
    let database: Database;
    /** Stops the "server": socket, database, lock. Does nothing the second time. */
    let stopServer = async () => undefined;
    /** Taken through the control socket after the row 'before', before the row 'after'. */
    let backupFile: string;

    beforeAll(async () => {
      const releaseLock = acquirePgliteLock(serverDir);
      database = await openFolder(pgliteFolder(serverDir));
      await runMigrations(database);
      await database.executeSql(`CREATE TABLE restore_probe (note text); INSERT INTO restore_probe VALUES ('before')`);
      const services = createServices(loadConfig({ DATA_DIR: serverDir }), database, { now: () => NOW });
      const stopControl = await startControlServer(serverDir, services);
      let running = true;
      stopServer = async () => {
        if (!running) return;
        running = false;
        await stopControl();
        await database.close();
        releaseLock();
      };
    });
    afterAll(() => stopServer());

    describe('while a server holds the data folder', () => {
      it('takes the backup inside the server, over the control socket, under DATA_DIR/backups', async () => {
        const outcome = await sendControlCommand(serverDir, 'db:backup', [], () => undefined);
        expect(outcome).toMatchObject({ reached: true, ok: true });
        const text = outcome.reached ? outcome.text : '';
        const file = path.join(serverDir, 'backups', 'pglite-20261126T093000Z.tar.gz');
        expect(text).toMatch(/^Backed up the embedded database to \S+ \(\d+\.\d MB\)\.$/);
        expect(text).toContain(file);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)]); // no partial file left
        expect(tarEntryNames(zlib.gunzipSync(fs.readFileSync(file)))).toContain('/PG_VERSION');
        backupFile = file;
        await database.executeSql(`INSERT INTO restore_probe VALUES ('after')`);
      });

      it('never overwrites a file, and says what it expects', async () => {
        const again = await sendControlCommand(serverDir, 'db:backup', [backupFile], () => undefined);
        expect(again).toEqual({ reached: true, ok: false, text: `${backupFile} already exists; name another file.` });
        const extra = await sendControlCommand(serverDir, 'db:backup', ['a.tar.gz', 'b.tar.gz'], () => undefined);
        expect(extra).toEqual({
          reached: true,
          ok: false,
          text: "Unexpected argument 'b.tar.gz'. Usage: npm run db:backup [-- <file.tar.gz>]",
        });
      });

      it('refuses to restore into the folder the server holds, and changes nothing', async () => {
        const before = snapshot(serverDir);
        await expect(restoreBackup({ dataDir: serverDir, file: backupFile, force: true, now: NOW })).rejects.toThrow(
          /is open in process \d+\. Stop it first: a running server's database cannot be replaced underneath it\./,
        );
        expect(snapshot(serverDir)).toEqual(before);
      });
    });

    describe('restoring', () => {
      const emptyDir = tempFolder('restore-empty');

      it('brings back what was written before the backup, and nothing written after', async () => {
        const report = await restoreBackup({ dataDir: emptyDir, file: backupFile, force: false, now: NOW });
        expect(report).toEqual({ folder: pgliteFolder(emptyDir), previous: null });
        expect(await notes(pgliteFolder(emptyDir))).toEqual(['before']);
        // The staging folder became the database; nothing else is left beside it.
        expect(fs.readdirSync(emptyDir).sort()).toEqual(['pglite']);
      });

      it('refuses a data folder that already holds a database unless --force, and changes nothing', async () => {
        const before = snapshot(emptyDir);
        await expect(restoreBackup({ dataDir: emptyDir, file: backupFile, force: false, now: NOW })).rejects.toThrow(
          `${pgliteFolder(emptyDir)} already holds a database. Add --force to move it aside (to pglite.before-restore-20261126T093000Z) and restore over it.`,
        );
        expect(snapshot(emptyDir)).toEqual(before);
      });

      it('with --force moves the database it replaces aside, whole', async () => {
        // The server's folder, now stopped: it holds 'before' and 'after'.
        await stopServer();
        const report = await restoreBackup({ dataDir: serverDir, file: backupFile, force: true, now: NOW });
        const aside = path.join(serverDir, 'pglite.before-restore-20261126T093000Z');
        expect(report).toEqual({ folder: pgliteFolder(serverDir), previous: aside });
        expect(await notes(pgliteFolder(serverDir))).toEqual(['before']);
        expect(await notes(aside)).toEqual(['after', 'before']);
      });

      const garbage: [string, () => string, RegExp][] = [
        ['a missing file', () => '/nonexistent/backup.tar.gz', /^No such file: \/nonexistent\/backup\.tar\.gz$/],
        [
          'random bytes',
          () => writeFile('random.tar.gz', randomBytes(4096)),
          /random\.tar\.gz is not a \.tar\.gz file \(no gzip header\)\.$/,
        ],
        [
          'a truncated backup',
          () => writeFile('cut.tar.gz', fs.readFileSync(backupFile).subarray(0, 100_000)),
          /cut\.tar\.gz is damaged: unexpected end of file\.$/,
        ],
        [
          'gzipped text',
          () => writeFile('text.tar.gz', zlib.gzipSync('hello '.repeat(200))),
          /text\.tar\.gz is damaged: not a tar archive\.$/,
        ],
        [
          'an archive of other files',
          () => writeFile('other.tar.gz', zlib.gzipSync(tarOf({ 'notes.txt': 'hello' }))),
          /other\.tar\.gz is not a backup of the embedded database \(no PG_VERSION in it\)\.$/,
        ],
        [
          'an archive PGlite cannot start',
          () => writeFile('hollow.tar.gz', zlib.gzipSync(tarOf({ PG_VERSION: '18\n' }))),
          /hollow\.tar\.gz could not be started as a database: /,
        ],
      ];
      const garbageDir = tempFolder('garbage');
      const writeFile = (name: string, bytes: Buffer) => {
        const file = path.join(garbageDir, name);
        fs.writeFileSync(file, bytes);
        return file;
      };

      it.each(garbage)('rejects %s, even with --force, and changes nothing', async (_name, make, message) => {
        const before = snapshot(emptyDir);
        await expect(restoreBackup({ dataDir: emptyDir, file: make(), force: true, now: NOW })).rejects.toThrow(message);
        expect(snapshot(emptyDir)).toEqual(before);
      });
    });

    describe('as the operator types it', () => {
      it('backs up with no server running: the command opens the database itself', { timeout: 90_000 }, async () => {
        const dataDir = tempFolder('backup-cli');
        const seeded = await openFolder(pgliteFolder(dataDir));
        await runMigrations(seeded);
        await seeded.executeSql(`CREATE TABLE restore_probe (note text); INSERT INTO restore_probe VALUES ('from the cli')`);
        await seeded.close();

        const target = path.join(tempFolder('backup-cli-target'), 'nightly.tar.gz');
        const result = await cli({ DATA_DIR: dataDir }, 'db:backup', target);
        expect(result.stderr).toBe('');
        expect(result).toMatchObject({
          code: 0,
          stdout: expect.stringMatching(/^Backed up the embedded database to \S+ \(\d+\.\d MB\)\.\n$/),
        });
        expect(result.stdout).toContain(target);
        expect(fs.existsSync(path.join(dataDir, 'journal.lock'))).toBe(false);

        const restoredDir = tempFolder('backup-cli-restored');
        await restoreBackup({ dataDir: restoredDir, file: target, force: false, now: NOW });
        expect(await notes(pgliteFolder(restoredDir))).toEqual(['from the cli']);
      });

      it('answers bad input with one line and exit code 1', { timeout: 60_000 }, async () => {
        const dataDir = tempFolder('restore-cli');
        const missing = await cli({ DATA_DIR: dataDir }, 'db:restore', 'no-such-backup.tar.gz');
        expect(missing).toEqual({
          code: 1,
          stdout: '',
          stderr: `Error: No such file: ${path.join(ROOT, 'no-such-backup.tar.gz')}\n`,
        });
        const option = await cli({ DATA_DIR: dataDir }, 'db:restore', backupFile, '--forse');
        expect(option).toEqual({
          code: 1,
          stdout: '',
          stderr: "Error: Unexpected argument '--forse'. Usage: npm run db:restore -- <file.tar.gz> [--force]\n",
        });
        expect(fs.readdirSync(dataDir)).toEqual([]);
      });
    });
  });
