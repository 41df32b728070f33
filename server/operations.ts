/**
 * Operator commands (npm run db:migrate, feeds:refresh, …). The same functions run inside a live
 * server (reached over the control socket) or in the CLI's own process when no server runs.
 */
import { grantRole, revokeRole } from './auth/roles';
import { runMigrations } from './db/migrate';
import { ROLES, type Role } from './db/schema';
import { formatRefreshReport } from './news/refresh';
import { sendResultMessage } from '~/core/messages';
import type { AppServices } from './services';

export interface OperationContext extends AppServices {
  log: (line: string) => void;
}

type Operation = (context: OperationContext, args: string[]) => Promise<string>;

const OPERATIONS: Record<string, Operation> = {
  'db:migrate': async ({ database }) => {
    await runMigrations(database);
    const { rows } = await database.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return `Database schema is up to date (${String(rows[0]?.n)} migrations applied).`;
  },
  /** npm run feeds:refresh: fetch every feed now and print a per-feed summary. */
  'feeds:refresh': async (services) => formatRefreshReport(await services.feeds.refresh({ force: true })),
  /** npm run newsletter:send: deliver today's edition now to everyone who has not received it. */
  'newsletter:send': async (services) => {
    const summary = await services.editions.sendTodaysEdition({ alwaysLog: true });
    return `Edition of ${summary.editionDate}: ${sendResultMessage(summary)}.`;
  },
  /** npm run admin -- grant|revoke <email> <role> */
  admin: async ({ database }, [action, email, role = 'admin']) => {
    const usage = `Usage: npm run admin -- grant|revoke <email> [${ROLES.join('|')}]`;
    if ((action !== 'grant' && action !== 'revoke') || !email) throw new Error(usage);
    if (!(ROLES as readonly string[]).includes(role)) throw new Error(`Unknown role '${role}'. ${usage}`);
    if (action === 'grant') {
      await grantRole(database.db, email, role as Role);
      return `Granted ${role} to ${email}.`;
    }
    return (await revokeRole(database.db, email, role as Role))
      ? `Revoked ${role} from ${email}.`
      : `${email} did not have the ${role} role.`;
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
