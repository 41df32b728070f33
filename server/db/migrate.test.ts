import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { auditLog } from './schema';

/** A copy of the migrations folder that ends with migration `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
});

describe('the migrations', () => {
  it('move the feed list’s changes into the audit log, keeping an actor whose account is gone', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await runMigrations(database, migrationsUpTo('0010_admin_area'));
    await database.db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Editor', 'editor@journal.test', true, now(), now())`);
    await database.db.execute(sql`
      insert into feed_changes (feed_key, action, changed_by, changed_by_email, details, created_at) values
        ('argentum', 'add', 'u1', 'editor@journal.test', '{"url":"https://argentum.example/feed"}', '2026-11-01T10:00:00Z'),
        ('mck', 'disable', 'gone', 'former@journal.test', '{}', '2026-11-02T10:00:00Z'),
        ('mck', 'enable', 'u1', 'editor@journal.test', '{}', '2026-11-03T10:00:00Z')`);

    await runMigrations(database);
    const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => [r.area, r.action, r.subject, r.actorId, r.actorEmail])).toEqual([
      ['feeds', 'added', 'argentum', 'u1', 'editor@journal.test'],
      ['feeds', 'disabled', 'mck', null, 'former@journal.test'],
      ['feeds', 're-enabled', 'mck', 'u1', 'editor@journal.test'],
    ]);
    expect(rows[0]!.detail).toEqual({ url: 'https://argentum.example/feed' });
    expect(rows[1]!.createdAt.toISOString()).toBe('2026-11-02T10:00:00.000Z');
  }, 60_000);
});
