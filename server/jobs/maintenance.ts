import type { Database } from '~/server/db/client';

/**
 * PGlite has no autovacuum: after large ingests full-text queries slow down about fivefold until
 * the tables are vacuumed. PostgreSQL servers vacuum themselves; ANALYZE keeps plans fresh there.
 */
export async function maintainDatabase(database: Database): Promise<string> {
  if (database.kind === 'pglite') {
    await database.executeSql('VACUUM ANALYZE');
    return 'vacuumed and analysed';
  }
  await database.executeSql('ANALYZE');
  return 'analysed';
}
