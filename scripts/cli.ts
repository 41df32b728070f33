/**
 * Operator commands: npm run db:migrate | feeds:refresh | … (see server/operations.ts), and
 * feeds:preview, which stores nothing and so runs here without a database.
 * With the embedded database, a running server owns the data folder, so the command is sent to it
 * over the control socket; when no server runs, this process opens the database itself.
 * With DATABASE_URL the command always connects directly (PostgreSQL serves many processes).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '~/server/config';
import { sendControlCommand } from '~/server/control/client';
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

async function runLocally(command: string, args: string[]): Promise<string> {
  const config = loadConfig();
  setLogLevel(config.logLevel === 'info' ? 'warn' : config.logLevel);
  secureDataDir(config.dataDir);
  const release = config.databaseUrl ? () => undefined : acquirePgliteLock(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  const services = createServices(config, database);
  try {
    await runMigrations(database);
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

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(`Usage: npm run <command>\nCommands: ${[...operationNames(), 'feeds:preview'].join(', ')}`);
    return command ? 0 : 2;
  }
  if (command === 'feeds:preview') return preview(args);
  const config = loadConfig();
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
