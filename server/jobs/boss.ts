/**
 * pg-boss on whichever database we run: through its `db` option over PGlite, through a
 * connection string on PostgreSQL. Cron schedules, singletons and throttles live in the database,
 * so N instances share one job table and a schedule fires once across them.
 */
import PgBoss from 'pg-boss';
import type { Database } from '~/server/db/client';
import { logger } from '~/server/logger';

export function createBoss(database: Database, databaseUrl: string | undefined): PgBoss {
  const boss =
    database.kind === 'postgres' && databaseUrl
      ? new PgBoss({ connectionString: databaseUrl, max: 4 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  return boss;
}
