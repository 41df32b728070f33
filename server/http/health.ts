import type { Database } from '~/server/db/client';
import { logger } from '~/server/logger';

export interface HealthReport {
  /** 'draining': shutting down; still answering, but a load balancer should send no more. */
  status: 'ok' | 'degraded' | 'draining';
  database: { kind: Database['kind']; ok: boolean; latencyMs: number; error?: string };
  jobs: { enabled: boolean; running: boolean };
  uptimeSeconds: number;
}

export async function checkHealth(
  database: Database,
  jobs: { enabled: boolean; running: () => boolean },
  draining = false,
): Promise<HealthReport> {
  const started = performance.now();
  let error: string | undefined;
  try {
    await database.executeSql('SELECT 1');
  } catch (e) {
    // Details (host, user) go to the log, not to whoever asks /healthz.
    logger.error({ err: e }, 'health check: database unreachable');
    error = 'database unreachable';
  }
  const databaseOk = error === undefined;
  const jobsOk = !jobs.enabled || jobs.running();
  return {
    status: draining ? 'draining' : databaseOk && jobsOk ? 'ok' : 'degraded',
    database: {
      kind: database.kind,
      ok: databaseOk,
      latencyMs: Math.round(performance.now() - started),
      ...(error ? { error } : {}),
    },
    jobs: { enabled: jobs.enabled, running: jobs.running() },
    uptimeSeconds: Math.round(process.uptime()),
  };
}
