/**
 * Boot: config ► database ► migrations ► jobs ► HTTP. SIGTERM/SIGINT shut down gracefully:
 * in-flight requests finish, jobs stop, the database closes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { createRequestHandler, RouterContextProvider, ServerBuild } from 'react-router';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { acquirePgliteLock } from './db/pglite-lock';
import { startControlServer } from './control/server';
import { createBoss } from './jobs/boss';
import { startJobs, stopJobs } from './jobs/index';
import { createJobQueue } from './jobs/queue';
import { jobTable } from './jobs/table';
import { secureDataDir } from './data-dir';
import { setServerV8Flags } from './v8-flags';
import { createHttpApp } from './http/app';
import { logger, setLogLevel } from './logger';
import { createServices } from './services';

const BUILD_DIR = path.resolve('build');
const SHUTDOWN_TIMEOUT_MS = 20_000;

type Closer = { name: string; close: () => Promise<unknown> | unknown };

type ContextKey = Parameters<RouterContextProvider['set']>[0];

/**
 * What the pages' server entry (app/entry.server.tsx) exports for this server: React Router as
 * bundled with the pages, so that one copy is in the process and the context made here is the class
 * the pages know, and the keys under which the pages find our services in that context.
 */
interface PagesRuntime {
  createRequestHandler: typeof createRequestHandler;
  RouterContextProvider: typeof RouterContextProvider;
  servicesContext: ContextKey;
  clientAddressContext: ContextKey;
  requestIdContext: ContextKey;
}

async function loadBuild(): Promise<ServerBuild> {
  const entry = path.join(BUILD_DIR, 'server', 'index.js');
  try {
    return (await import(pathToFileURL(entry).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`Cannot load the web build at ${entry}: run 'npm run build' first (${(error as Error).message})`);
  }
}

async function openConfiguredDatabase(config: Config, closers: Closer[]): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const release = acquirePgliteLock(config.dataDir);
  closers.push({ name: 'database lock', close: release });
  return openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

async function main(): Promise<void> {
  setServerV8Flags();
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const dataFolder = secureDataDir(config.dataDir);
  logger.info({ ...dataFolder, mode: '0700', umask: '077' }, 'data folder is owner-only');
  // Closed in reverse order of opening.
  const closers: Closer[] = [];

  const database = await openConfiguredDatabase(config, closers);
  closers.push({ name: 'database', close: () => database.close() });
  await runMigrations(database);
  logger.info({ database: database.kind }, 'database ready');

  // Jobs run here unless this is a web-only instance; a web instance on a shared PostgreSQL still
  // queues jobs (e.g. an admin's "send now") for the worker instances.
  const runJobs = config.jobsEnabled && config.role !== 'web';
  const queueForWorkers = config.jobsEnabled && config.role === 'web' && database.kind === 'postgres';
  const boss = runJobs || queueForWorkers ? createBoss(database, config.databaseUrl) : null;

  // Every service, once, with what it depends on (server/services.ts).
  const services = createServices(config, database, { jobs: boss ? createJobQueue(boss) : null });
  closers.push({ name: 'mailer', close: () => services.mailer.close() });
  // Another instance's feed refresh, edition or admin change empties this one's copies too.
  closers.push({ name: 'published changes', close: await services.publishedChanges.listen() });

  let jobsRunning = false;
  if (boss) {
    await startJobs(boss, jobTable(services), { work: runJobs });
    jobsRunning = runJobs;
    closers.push({
      name: 'jobs',
      close: async () => {
        jobsRunning = false;
        await stopJobs(boss);
      },
    });
    logger.info({ working: runJobs }, 'jobs started');
  }

  if (database.kind === 'pglite') {
    const stopControl = await startControlServer(config.dataDir, services);
    closers.push({ name: 'control socket', close: stopControl });
  }

  let draining = false;
  let drainPeriod: Promise<void> = Promise.resolve();
  if (config.role !== 'worker') {
    const build = await loadBuild();
    const pages = build.entry.module as unknown as PagesRuntime;
    const handleRequest = pages.createRequestHandler(build, config.env);
    const app = createHttpApp({
      services,
      clientDir: build.assetsBuildDirectory ? path.resolve(build.assetsBuildDirectory) : path.join(BUILD_DIR, 'client'),
      renderPage: (request, clientAddress, requestId) => {
        const context = new pages.RouterContextProvider();
        context.set(pages.servicesContext, services);
        context.set(pages.clientAddressContext, clientAddress);
        context.set(pages.requestIdContext, requestId);
        return handleRequest(request, context);
      },
      jobs: { enabled: runJobs, running: () => jobsRunning },
      draining: () => draining,
    });
    const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    closers.push({
      name: 'http',
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets with no request in flight would hold close() open.
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }),
    });
    logger.info({ url: `http://localhost:${config.port}` }, 'Senior Housing Journal is serving');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainMs: config.role === 'worker' ? 0 : config.shutdownDrainMs }, 'shutting down');
    if (config.role !== 'worker') {
      // Keep answering, with /healthz at 503, while the load balancer takes us out of rotation.
      draining = true;
      drainPeriod = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await drainPeriod;
    for (const closer of closers.reverse()) {
      try {
        await closer.close();
      } catch (error) {
        logger.error({ err: error, part: closer.name }, 'error while shutting down');
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'start-up failed');
  }
  process.exit(1);
});
