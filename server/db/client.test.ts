import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

async function open(dataDir: string | null): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  opened.push(database);
  return database;
}

async function sharedBuffers(database: Database): Promise<unknown> {
  return (await database.executeSql('SHOW shared_buffers')).rows[0]?.shared_buffers;
}

describe('the embedded database (PGlite)', () => {
  it('creates a fresh data folder, then runs it with 32 MB of shared buffers, as on every reopen', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journal-pglite-')), 'pglite');
    const fresh = await open(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await sharedBuffers(fresh)).toBe('32MB');
    await fresh.executeSql('CREATE TABLE kept (note text)');
    await fresh.executeSql('INSERT INTO kept VALUES ($1)', ['written before the restart']);
    await opened.pop()!.close();

    const reopened = await open(dataDir);
    expect(await sharedBuffers(reopened)).toBe('32MB');
    expect((await reopened.executeSql('SELECT note FROM kept')).rows).toEqual([{ note: 'written before the restart' }]);
  });

  it('keeps PGlite’s own settings for a database in memory', async () => {
    expect(await sharedBuffers(await open(null))).toBe('128MB');
  });
});
