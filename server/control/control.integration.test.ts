import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { loadConfig } from '~/server/config';
import { createServices } from '~/server/services';
import { acquirePgliteLock, DatabaseBusyError, lockFilePath } from '~/server/db/pglite-lock';
import { sendControlCommand } from './client';
import { controlSocketPath } from './protocol';
import { startControlServer } from './server';

let database: TestDatabase;
let dataDir: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-control-'));
  stop = await startControlServer(dataDir, createServices(loadConfig({ DATA_DIR: dataDir }), database));
});
afterAll(async () => {
  await stop();
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('control channel', () => {
  it('creates a socket only its owner can open', () => {
    expect(fs.statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('runs a command inside the server and returns its answer', async () => {
    const outcome = await sendControlCommand(dataDir, 'db:migrate', [], () => undefined);
    const migrations = fs.readdirSync(path.join('server', 'db', 'migrations')).filter((f) => f.endsWith('.sql')).length;
    expect(outcome).toEqual({
      reached: true,
      ok: true,
      text: `Database schema is up to date (${migrations} migrations applied).`,
    });
  });

  it('reports unknown commands as errors', async () => {
    const outcome = await sendControlCommand(dataDir, 'db:drop', [], () => undefined);
    expect(outcome.reached && outcome.ok).toBe(false);
    expect(outcome.reached && outcome.text).toContain("Unknown command 'db:drop'");
  });

  it('says when no server listens, so the CLI can open the database itself', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-empty-'));
    expect(await sendControlCommand(empty, 'db:migrate', [], () => undefined)).toEqual({ reached: false });
    fs.rmSync(empty, { recursive: true });
  });
});

describe('PGlite folder lock', () => {
  it('lets one process hold a data folder and reclaims a dead holder’s lock', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-lock-'));
    const release = acquirePgliteLock(folder);
    expect(() => acquirePgliteLock(folder)).toThrow(DatabaseBusyError);
    release();
    expect(fs.existsSync(lockFilePath(folder))).toBe(false);

    // A pid that cannot be alive (beyond pid_max) stands for a crashed process.
    fs.writeFileSync(lockFilePath(folder), '99999999');
    const again = acquirePgliteLock(folder);
    expect(JSON.parse(fs.readFileSync(lockFilePath(folder), 'utf8'))).toMatchObject({ pid: process.pid });
    again();
    fs.rmSync(folder, { recursive: true });
  });
});
