import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { openDatabase } from '~/server/db/client';
import { rateLimits } from '~/server/db/schema';
import { createRateLimiter, pruneRateLimits } from './rate-limiter';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('a shared rate limiter', () => {
  it('allows max attempts per window, does not count refused ones, and forgets attempts after the window', async () => {
    let clock = 0;
    const limiter = createRateLimiter(database.db, 'semantics', { max: 2, windowMs: 1000 }, () => new Date(clock));
    const takeAt = (key: string, at: number) => {
      clock = at;
      return limiter.take(key);
    };
    expect([await takeAt('a', 0), await takeAt('a', 10), await takeAt('a', 20)]).toEqual([true, true, false]);
    expect(await takeAt('b', 20)).toBe(true);
    // The attempt at 0 has left the window; the refused one at 20 was never counted.
    expect(await takeAt('a', 1001)).toBe(true);
    expect(await takeAt('a', 1005)).toBe(false);
    expect(await takeAt('a', 1011)).toBe(true);
  });

  it('keeps limiters with the same keys apart', async () => {
    const now = () => new Date(0);
    const first = createRateLimiter(database.db, 'first', { max: 1, windowMs: 1000 }, now);
    const second = createRateLimiter(database.db, 'second', { max: 1, windowMs: 1000 }, now);
    expect([await first.take('k'), await second.take('k'), await first.take('k')]).toEqual([true, true, false]);
  });

  it('lets exactly max of many simultaneous attempts from two instances through', async () => {
    // On PostgreSQL the second instance has its own connection pool; PGlite has one connection.
    const other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
    const now = () => new Date(5_000);
    const limit = { max: 3, windowMs: 60_000 };
    const a = createRateLimiter(database.db, 'race', limit, now);
    const b = createRateLimiter(other.db, 'race', limit, now);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('one-key')));
    expect(results.filter(Boolean)).toHaveLength(3);
    if (other !== database) await other.close();
  });

  it('prunes only the rows whose attempts have all left the window', async () => {
    await database.db.delete(rateLimits);
    const limit = { max: 5, windowMs: 1000 };
    await createRateLimiter(database.db, 'prune', limit, () => new Date(10_000)).take('old');
    await createRateLimiter(database.db, 'prune', limit, () => new Date(20_000)).take('recent');
    expect(await pruneRateLimits(database.db, new Date(15_000))).toBe(1);
    expect((await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(['recent']);
  });
});
