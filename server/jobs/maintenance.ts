import type { Database } from '~/server/db/client';
import { pruneRateLimits } from '~/server/limits/rate-limiter';
import { pruneInvitations } from '~/server/newsletter/subscriptions';

/**
 * The daily upkeep. Rate-limit rows whose attempts have all left their window are deleted, and
 * invitations older than the 30 days they are kept for. PGlite
 * has no autovacuum: after large ingests full-text queries slow down about fivefold until the
 * tables are vacuumed. PostgreSQL servers vacuum themselves; ANALYZE keeps plans fresh there.
 */
export async function maintainDatabase(database: Database, now: Date = new Date()): Promise<string> {
  const pruned = await pruneRateLimits(database.db, now);
  const invitations = await pruneInvitations(database.db, now);
  const done = `pruned ${pruned} rate-limit rows and ${invitations} invitations`;
  if (database.kind === 'pglite') {
    await database.executeSql('VACUUM ANALYZE');
    return `${done}; vacuumed and analysed`;
  }
  await database.executeSql('ANALYZE');
  return `${done}; analysed`;
}
