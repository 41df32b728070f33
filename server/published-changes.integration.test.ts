import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '~/server/db/client';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { createPublishedChanges, PUBLISHED_CHANGES_CHANNEL } from './published-changes';

let database: TestDatabase;
/** A second instance's connection to the same database (on PGlite, the same one: one process). */
let other: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.destroy();
});

function instance(db: Database) {
  const forget = vi.fn();
  return { forget, changes: createPublishedChanges({ database: db, forget }) };
}

describe('published changes across instances', () => {
  it('empties the announcing instance at once and every other one when the notification arrives', async () => {
    const web = instance(database);
    const worker = instance(other);
    const stops = [await web.changes.listen(), await worker.changes.listen()];
    try {
      worker.changes.announce();
      expect(worker.forget).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(web.forget).toHaveBeenCalledTimes(1));
      web.changes.announce();
      await vi.waitFor(() => expect(worker.forget).toHaveBeenCalledTimes(2));
      // An instance's own notification, which comes back to it, is not a second change.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(web.forget).toHaveBeenCalledTimes(2);
      expect(worker.forget).toHaveBeenCalledTimes(2);
    } finally {
      for (const stop of stops) await stop();
    }
  });

  it('stops hearing after the listener is closed', async () => {
    const web = instance(database);
    const worker = instance(other);
    await (
      await web.changes.listen()
    )();
    worker.changes.announce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(web.forget).not.toHaveBeenCalled();
  });

  it('a change still applies here when the other instances cannot be told', async () => {
    const forget = vi.fn();
    const changes = createPublishedChanges({
      database: { notify: () => Promise.reject(new Error('connection lost')), listen: database.listen },
      forget,
    });
    expect(() => changes.announce()).not.toThrow();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(database.listen('x"; DROP TABLE articles; --', () => undefined)).rejects.toThrow(/Invalid notification channel/);
  });

  // PostgreSQL only: PGlite runs in this process, with no connection to lose (and a skipped test
  // would count as a failure).
  if (process.env.TEST_DATABASE === 'postgres')
    it('listens again after its connection is lost, and forgets what it may have missed', async () => {
      const web = instance(database);
      const worker = instance(other);
      const stop = await web.changes.listen();
      try {
        // What a PostgreSQL restart or a proxy's idle timeout does to the listening session.
        await other.executeSql(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND query = 'LISTEN "${PUBLISHED_CHANGES_CHANNEL}"'`,
        );
        await vi.waitFor(() => expect(web.forget).toHaveBeenCalledTimes(1), { timeout: 10_000 });
        worker.changes.announce();
        await vi.waitFor(() => expect(web.forget).toHaveBeenCalledTimes(2), { timeout: 5_000 });
      } finally {
        await stop();
      }
    });
});
