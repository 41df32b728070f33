import { describe, expect, it } from 'vitest';
import { createHealthMonitor, RECHECK_AFTER_MS, STALE_AFTER_MS } from './health';

/** A database whose `SELECT 1` the test answers by hand, on a clock the test moves. */
function fakeDatabase() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  let calls = 0;
  return {
    kind: 'pglite' as const,
    executeSql: () => {
      calls++;
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    },
    answer: () => pending.shift()!.resolve(),
    fail: () => pending.shift()!.reject(new Error('connection refused to db.internal:5432')),
    calls: () => calls,
  };
}

const noJobs = { enabled: false, running: () => false };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the health monitor', () => {
  it('answers later probes at once from the latest check while the database is busy', async () => {
    const db = fakeDatabase();
    let now = 0;
    const monitor = createHealthMonitor(db, noJobs, () => now);
    const first = monitor.report({ draining: false });
    db.answer();
    expect((await first).status).toBe('ok');

    now += RECHECK_AFTER_MS + 1;
    // The database does not answer the new check, yet the probe is answered.
    const second = await monitor.report({ draining: false });
    expect(second.status).toBe('ok');
    expect(db.calls()).toBe(2);
    // One check at a time, however many probes arrive.
    await monitor.report({ draining: false });
    expect(db.calls()).toBe(2);
  });

  it('turns degraded when the database leaves a check unanswered for longer than the stale limit', async () => {
    const db = fakeDatabase();
    let now = 0;
    const monitor = createHealthMonitor(db, noJobs, () => now);
    const first = monitor.report({ draining: false });
    db.answer();
    await first;
    now += RECHECK_AFTER_MS + 1;
    // This probe starts a check the database never answers.
    expect((await monitor.report({ draining: false })).status).toBe('ok');
    now += STALE_AFTER_MS + 1;
    const report = await monitor.report({ draining: false });
    expect(report.status).toBe('degraded');
    expect(report.database).toMatchObject({ ok: false, error: 'database unreachable' });
  });

  it('stays ok after a quiet spell without probes, and checks again in the background', async () => {
    const db = fakeDatabase();
    let now = 0;
    const monitor = createHealthMonitor(db, noJobs, () => now);
    const first = monitor.report({ draining: false });
    db.answer();
    await first;
    now += 10 * STALE_AFTER_MS;
    const report = await monitor.report({ draining: false });
    expect(report.status).toBe('ok');
    expect(db.calls()).toBe(2);
  });

  it('reports a failing database without its details, and recovers', async () => {
    const db = fakeDatabase();
    let now = 0;
    const monitor = createHealthMonitor(db, noJobs, () => now);
    const first = monitor.report({ draining: false });
    db.fail();
    const failed = await first;
    expect(failed.status).toBe('degraded');
    expect(JSON.stringify(failed)).not.toContain('db.internal');

    now += RECHECK_AFTER_MS + 1;
    await monitor.report({ draining: false });
    db.answer();
    await flush();
    expect((await monitor.report({ draining: false })).status).toBe('ok');
  });

  it('says draining while the server shuts down, whatever the database says', async () => {
    const db = fakeDatabase();
    const monitor = createHealthMonitor(db, noJobs, () => 0);
    const report = monitor.report({ draining: true });
    db.answer();
    expect((await report).status).toBe('draining');
  });
});
