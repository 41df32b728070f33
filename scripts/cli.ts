/**
 * Operator commands: npm run db:migrate | db:backup | feeds:refresh | … (see server/operations.ts),
 * feeds:preview, which stores nothing and so runs here without a database, and db:restore, which
 * replaces the embedded database and so runs only here, with no server holding it.
 * With the embedded database, a running server owns the data folder, so the command is sent to it
 * over the control socket; when no server runs, this process opens the database itself.
 * With DATABASE_URL the command always connects directly (PostgreSQL serves many processes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '~/server/config';
import { sendControlCommand } from '~/server/control/client';
import {
  formatBytes,
  parseRestoreArgs,
  pgliteFolder,
  POSTGRES_BACKUP_ADVICE,
  POSTGRES_RESTORE_ADVICE,
  restoreBackup,
} from '~/server/db/backup';
import { openDatabase } from '~/server/db/client';
import { runMigrations } from '~/server/db/migrate';
import { acquirePgliteLock } from '~/server/db/pglite-lock';
import { secureDataDir } from '~/server/data-dir';
import { setLogLevel } from '~/server/logger';
import { operationNames, runOperation } from '~/server/operations';
import { loadFeedRegistry } from '~/server/news/feed-registry';
import { formatPreview, parsePreviewArgs, previewFeed } from '~/server/news/preview';
import { createServices } from '~/server/services';

/**
 * Progress lines: redrawn in place on a terminal; elsewhere (a log, CI) printed only when the
 * percentage has moved by 10 points or the work is done, so a file does not fill with bars.
 */
function progressPrinter(): (line: string) => void {
  let lastDecile = -1;
  return (line) => {
    if (process.stdout.isTTY) {
      process.stdout.write(`\r${line}`);
      if (/ 100% /.test(line)) process.stdout.write('\n');
      return;
    }
    const percent = Number(/(\d+)%/.exec(line)?.[1] ?? 0);
    const decile = Math.floor(percent / 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      console.log(line);
    }
  };
}

/**
 * A backup copies the database as it is: one taken before an upgrade must not already carry that
 * upgrade's migrations.
 */
const LEAVES_SCHEMA_AS_IT_IS = new Set(['db:backup']);

async function runLocally(command: string, args: string[]): Promise<string> {
  const config = loadConfig();
  setLogLevel(config.logLevel === 'info' ? 'warn' : config.logLevel);
  secureDataDir(config.dataDir);
  const release = config.databaseUrl ? () => undefined : acquirePgliteLock(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteFolder(config.dataDir) });
  const services = createServices(config, database);
  try {
    if (!LEAVES_SCHEMA_AS_IT_IS.has(command)) await runMigrations(database);
    return await runOperation(command, args, {
      ...services,
      log: (line) => console.log(line),
      progress: progressPrinter(),
    });
  } finally {
    await services.embedder.close();
    await database.close();
    release();
  }
}

/**
 * npm run feeds:preview -- <url-or-file>... [--content-type T] [--base-url U] [--json]: the whole
 * pipeline on each input, nothing stored, so it needs no database and no running server. Exits 1
 * when any input failed, 2 on a usage error.
 */
async function preview(args: string[]): Promise<number> {
  const parsed = parsePreviewArgs(args);
  if ('error' in parsed) {
    console.error(parsed.error);
    return 2;
  }
  const config = loadConfig();
  // A configured feed is previewed under its own name and default category, as the refresh would store it.
  const registry = loadFeedRegistry(config.feedsConfigPath);
  let failures = 0;
  for (const input of parsed.inputs) {
    const feed = registry.find((f) => f.url === input);
    const result = await previewFeed(input, {
      now: new Date(),
      contentType: parsed.contentType,
      baseUrl: parsed.baseUrl,
      feed,
      allowFiles: true,
    });
    if (result.error !== null) failures++;
    console.log(parsed.json ? JSON.stringify(result) : `${formatPreview(result)}\n`);
  }
  return failures > 0 ? 1 : 0;
}

/**
 * npm run db:restore -- <file.tar.gz> [--force]: puts a backup of the embedded database in place
 * (server/db/backup.ts). Never sent to a server: it must find the data folder unheld.
 */
async function restore(args: string[]): Promise<number> {
  const { file, force } = parseRestoreArgs(args);
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(POSTGRES_RESTORE_ADVICE);
  setLogLevel(config.logLevel === 'info' ? 'warn' : config.logLevel);
  secureDataDir(config.dataDir);
  const report = await restoreBackup({ dataDir: config.dataDir, file, force, now: new Date() });
  console.log(
    `Restored ${path.resolve(file)} (${formatBytes(fs.statSync(file).size)}) into ${report.folder}` +
      (report.previous ? `; the database it replaced is in ${report.previous}.` : '.'),
  );
  return 0;
}

async function main(): Promise<number> {
  const [command, ...given] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(`Usage: npm run <command>\nCommands: ${[...operationNames(), 'db:restore', 'feeds:preview'].join(', ')}`);
    return command ? 0 : 2;
  }
  if (command === 'feeds:preview') return preview(given);
  if (command === 'db:restore') return restore(given);
  const config = loadConfig();
  // PostgreSQL has its own tools, made for a database many processes write to.
  if (command === 'db:backup' && config.databaseUrl) throw new Error(POSTGRES_BACKUP_ADVICE);
  // A server resolves a file name against its own working folder, not the operator's.
  const named = command === 'db:backup' && given.length === 1 && !given[0]!.startsWith('-');
  const args = named ? [path.resolve(given[0]!)] : given;
  if (!config.databaseUrl) {
    const outcome = await sendControlCommand(config.dataDir, command, args, (line) => console.log(line), progressPrinter());
    if (outcome.reached) {
      console.error(`(run by the server that holds ${config.dataDir})`);
      (outcome.ok ? console.log : console.error)(outcome.text);
      return outcome.ok ? 0 : 1;
    }
  }
  console.log(await runLocally(command, args));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Error: ${(error as Error).message}`);
    process.exit(1);
  },
);
