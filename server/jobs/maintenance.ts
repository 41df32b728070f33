import type { Database } from '~/server/db/client';
import { pruneRateLimits } from '~/server/limits/rate-limiter';

/**
 * The daily upkeep. Rate-limit rows whose attempts have all left their window are deleted. PGlite
 * has no autovacuum: after large ingests full-text queries slow down about fivefold until the
 * tables are vacuumed. PostgreSQL servers vacuum themselves; ANALYZE keeps plans fresh there.
 */
export async function maintainDatabase(database: Database, now: Date = new Date()): Promise<string> {
  const pruned = await pruneRateLimits(database.db, now);
  if (database.kind === 'pglite') {
    await database.executeSql('VACUUM ANALYZE');
    return `pruned ${pruned} rate-limit rows; vacuumed and analysed`;
  }
  await database.executeSql('ANALYZE');
  return `pruned ${pruned} rate-limit rows; analysed`;
}
