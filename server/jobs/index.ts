/**
 * The job table: which job runs when. Each job is a queue with a handler; scheduled jobs carry a
 * cron expression in the journal's home zone (America/New_York), which pg-boss evaluates across
 * daylight-saving changes. Other modules add their jobs here so the schedule reads in one place.
 */
import type PgBoss from 'pg-boss';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { logger } from '~/server/logger';

export interface JobDefinition {
  name: string;
  /** Cron in America/New_York; omitted for jobs that are only sent on demand. */
  cron?: string;
  handler: () => Promise<unknown>;
  /** Seconds a run may take before pg-boss counts it as failed. */
  expireInSeconds?: number;
  /** Also run once right after start (e.g. a fresh install fetches its feeds at once). */
  runAtStart?: boolean;
}

/**
 * Starts pg-boss and creates every queue. With `work`, this process also runs the handlers and keeps
 * the schedules; without it (a web-only instance), it only sends jobs for the workers.
 */
export async function startJobs(boss: PgBoss, jobs: JobDefinition[], { work }: { work: boolean }): Promise<void> {
  await boss.start();
  for (const job of jobs) {
    // createQueue must come before schedule (the queue row is the schedule's parent).
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton', expireInSeconds: job.expireInSeconds ?? 600 });
    if (!work) continue;
    await boss.work(job.name, async () => {
      const started = Date.now();
      const result = await job.handler();
      logger.info({ job: job.name, ms: Date.now() - started, result }, 'job finished');
      return result;
    });
    if (job.cron) await boss.schedule(job.name, job.cron, undefined, { tz: JOURNAL_TIME_ZONE });
    if (job.runAtStart) await boss.send(job.name, {});
  }
}

export async function stopJobs(boss: PgBoss): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: 15_000, close: true });
}
