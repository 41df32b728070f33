/**
 * Operator commands (npm run db:migrate, feeds:refresh, …). The same functions run inside a live
 * server (reached over the control socket) or in the CLI's own process when no server runs.
 */
import { grantRole, revokeRole } from './auth/roles';
import { backupDatabase, formatBytes, parseBackupArgs } from './db/backup';
import { runMigrations } from './db/migrate';
import { ROLES, type Role } from './db/schema';
import { formatRefreshReport } from './news/refresh';
import { indexArticles, progressBar, SEARCH_INDEX_JOB } from './search/indexer';
import { sendResultMessage } from '~/core/messages';
import { EDITION_KINDS, isEditionKind, PREFERENCE_LABELS } from '~/core/newsletter';
import type { AppServices } from './services';

export interface OperationContext extends AppServices {
  log: (line: string) => void;
  /** A line that replaces the previous progress line (the CLI draws it in place on a terminal). */
  progress?: (line: string) => void;
}

type Operation = (context: OperationContext, args: string[]) => Promise<string>;

const OPERATIONS: Record<string, Operation> = {
  'db:migrate': async ({ database }) => {
    await runMigrations(database);
    const { rows } = await database.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return `Database schema is up to date (${String(rows[0]?.n)} migrations applied).`;
  },
  /**
   * npm run db:backup [-- file]: a copy of the embedded database. Run by the process that holds it
   * (the server, over the control socket, or the CLI), which takes the copy between queries.
   */
  'db:backup': async ({ database, config, now }, args) => {
    const { file } = parseBackupArgs(args);
    const backup = await backupDatabase(database, { dataDir: config.dataDir, file, now: now() });
    return `Backed up the embedded database to ${backup.file} (${formatBytes(backup.bytes)}).`;
  },
  /** npm run feeds:refresh: fetch every feed now and print a per-feed summary. */
  'feeds:refresh': async (services) => {
    const report = await services.feeds.refresh({ force: true });
    // Inside a running server the new articles are embedded by its job worker at once.
    if (report.inserted > 0) await services.jobs?.send(SEARCH_INDEX_JOB);
    return formatRefreshReport(report);
  },
  /** npm run search:reindex [-- --all]: embed the articles without a vector (or every article). */
  'search:reindex': async ({ database, embedder, log, progress = log }, args) => {
    const all = args.includes('--all');
    const unknown = args.filter((a) => a !== '--all');
    if (unknown.length > 0) throw new Error(`Unknown option '${unknown[0]}'. Usage: npm run search:reindex [-- --all]`);
    log(all ? 'Embedding every article…' : 'Embedding the articles that have no vector yet…');
    const report = await indexArticles(database.db, embedder, { all, onProgress: (p) => progress(progressBar(p)) });
    const rate = report.ms > 0 ? Math.round((report.embedded / report.ms) * 1000) : report.embedded;
    return `Embedded ${report.embedded} of ${report.total} articles in ${(report.ms / 1000).toFixed(1)} s (${rate} per second).`;
  },
  /**
   * npm run newsletter:send [-- daily|weekly|breaking|trends]: deliver today's edition of a kind now to
   * everyone who chose it and has not received it (breaking: the current breaking story, if any).
   */
  'newsletter:send': async (services, [kind = 'daily', ...rest]) => {
    if (!isEditionKind(kind) || rest.length > 0) {
      throw new Error(
        `Unknown edition '${[kind, ...rest].join(' ')}'. Usage: npm run newsletter:send [-- ${EDITION_KINDS.join('|')}]`,
      );
    }
    const summary = await services.editions.sendTodaysEdition({ kind, alwaysLog: true });
    const message = sendResultMessage(summary);
    return `${PREFERENCE_LABELS[kind]} edition of ${summary.editionDate}: ${message}${/[.!?]$/.test(message) ? '' : '.'}`;
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
