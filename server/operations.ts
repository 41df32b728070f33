/**
 * Operator commands (npm run db:migrate, feeds:refresh, …). The same functions run inside a live
 * server (reached over the control socket) or in the CLI's own process when no server runs.
 */
import type { Config } from './config';
import type { Database } from './db/client';
import { runMigrations } from './db/migrate';

export interface OperationContext {
  config: Config;
  database: Database;
  log: (line: string) => void;
}

type Operation = (context: OperationContext, args: string[]) => Promise<string>;

const OPERATIONS: Record<string, Operation> = {
  'db:migrate': async ({ database }) => {
    await runMigrations(database);
    const { rows } = await database.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return `Database schema is up to date (${String(rows[0]?.n)} migrations applied).`;
  },
};

export function operationNames(): string[] {
  return Object.keys(OPERATIONS);
}

export async function runOperation(name: string, args: string[], context: OperationContext): Promise<string> {
  const operation = OPERATIONS[name];
  if (!operation) throw new Error(`Unknown command '${name}'. Known commands: ${operationNames().join(', ')}.`);
  return operation(context, args);
}
