/**
 * Sliding-window rate limits kept in the database, so every instance on one database shares them
 * (one code path on PGlite and PostgreSQL). Each limiter and key has one row listing the times of
 * the attempts still inside the window. One statement decides and records an attempt: the
 * INSERT … ON CONFLICT DO UPDATE locks the key's row, so two instances asking at the same moment
 * take turns and cannot both pass the last slot. An attempt over the limit is not counted.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { rateLimits } from '~/server/db/schema';

export interface RateLimit {
  /** Attempts allowed per key within the window. */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Records an attempt; false when the key is over its limit (the attempt is then not counted). */
  take(key: string): Promise<boolean>;
}

export const HOUR_MS = 60 * 60 * 1000;

/** A limiter named `name` (its rows are kept apart from other limiters' rows) on the clock `now`. */
export function createRateLimiter(db: Db, name: string, { max, windowMs }: RateLimit, now: () => Date): RateLimiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`Rate limit '${name}' needs a positive max, not ${max}.`);
  return {
    async take(key) {
      const at = now().getTime();
      const windowStart = at - windowMs;
      const expiresAt = new Date(at + windowMs).toISOString();
      const result = (await db.execute(sql`
        INSERT INTO ${rateLimits} AS r (limiter, key, hits, expires_at)
        VALUES (${name}, ${key}, ARRAY[${at}::bigint], ${expiresAt}::timestamptz)
        ON CONFLICT (limiter, key) DO UPDATE
          SET hits = array_append(ARRAY(SELECT h FROM unnest(r.hits) AS h WHERE h > ${windowStart}::bigint), ${at}::bigint),
              expires_at = ${expiresAt}::timestamptz
          WHERE (SELECT count(*) FROM unnest(r.hits) AS h WHERE h > ${windowStart}::bigint) < ${max}::int
        RETURNING 1 AS counted`)) as unknown as { rows: unknown[] };
      return result.rows.length === 1;
    },
  };
}

/** Deletes the rows whose every attempt has left its window; returns how many went. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  return deleted.length;
}
