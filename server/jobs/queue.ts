import type PgBoss from 'pg-boss';

/** Where work is queued for a job worker (this process, or the workers behind a web instance). */
export interface JobQueue {
  /** Queues one run of a named job; a singleton queue keeps a second request from doubling it. */
  send(name: string): Promise<void>;
}

/** The queue over pg-boss; jobs may be sent once the boss has started (see startJobs). */
export function createJobQueue(boss: PgBoss): JobQueue {
  return {
    async send(name) {
      await boss.send(name, {});
    },
  };
}
