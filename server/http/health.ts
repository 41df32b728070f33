/**
 * /healthz for load balancers. The answer must come at once even when every connection of the
 * database is busy with pages: the database is checked in the background and the probe gets the
 * latest result, so a probe never queues behind page work. A check left unanswered for
 * STALE_AFTER_MS (a database that hangs rather than fails) turns the report to degraded; a server
 * nobody probed for a while is not degraded for it.
 */
import type { Database } from '~/server/db/client';
import { logger } from '~/server/logger';

export interface HealthReport {
  /** 'draining': shutting down; still answering, but a load balancer should send no more. */
  status: 'ok' | 'degraded' | 'draining';
  database: { kind: Database['kind']; ok: boolean; latencyMs: number; checkedSecondsAgo: number; error?: string };
  jobs: { enabled: boolean; running: boolean };
  uptimeSeconds: number;
}

/** A result younger than this is served without starting another check. */
export const RECHECK_AFTER_MS = 1_000;
/** A database that has left a check unanswered for longer than this counts as unreachable. */
export const STALE_AFTER_MS = 10_000;

interface DatabaseCheck {
  ok: boolean;
  latencyMs: number;
  at: number;
}

export interface HealthMonitor {
  report(options: { draining: boolean }): Promise<HealthReport>;
}

export function createHealthMonitor(
  database: { kind: Database['kind']; executeSql(sql: string): Promise<unknown> },
  jobs: { enabled: boolean; running: () => boolean },
  clock: () => number = () => performance.now(),
): HealthMonitor {
  let latest: DatabaseCheck | null = null;
  let inFlight: Promise<DatabaseCheck> | null = null;
  /** When the check in flight was sent; null when none is waiting for the database. */
  let inFlightSince: number | null = null;

  const check = (): Promise<DatabaseCheck> => {
    inFlight ??= (async () => {
      const started = clock();
      inFlightSince = started;
      let ok = true;
      try {
        await database.executeSql('SELECT 1');
      } catch (error) {
        // Details (host, user) go to the log, not to whoever asks /healthz.
        logger.error({ err: error }, 'health check: database unreachable');
        ok = false;
      }
      const result = { ok, latencyMs: Math.round(clock() - started), at: clock() };
      latest = result;
      inFlight = null;
      inFlightSince = null;
      return result;
    })();
    return inFlight;
  };

  return {
    async report({ draining }) {
      const now = clock();
      // Only the very first probe waits for the database; later ones get the latest result.
      const current = latest ?? (await check());
      if (now - current.at > RECHECK_AFTER_MS) void check();
      // A quiet spell without probes is not a failure: only a check the database has left
      // unanswered for longer than the stale limit (a database that hangs) is.
      const hanging = inFlightSince !== null && clock() - inFlightSince > STALE_AFTER_MS;
      const databaseOk = current.ok && !hanging;
      const jobsOk = !jobs.enabled || jobs.running();
      return {
        status: draining ? 'draining' : databaseOk && jobsOk ? 'ok' : 'degraded',
        database: {
          kind: database.kind,
          ok: databaseOk,
          latencyMs: current.latencyMs,
          checkedSecondsAgo: Math.round((clock() - current.at) / 1000),
          ...(databaseOk ? {} : { error: 'database unreachable' }),
        },
        jobs: { enabled: jobs.enabled, running: jobs.running() },
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  };
}
