/**
 * Admission control for the requests that cost CPU: server-rendered pages and the JSON API. Node runs
 * them on one thread, so 50 renders in progress at once take turns on it, and a `/healthz` probe or
 * a cheap static file waits behind all of them (a load balancer then sees a healthy server time
 * out). Letting only a few run at a time, and the rest wait their turn in order, keeps the event loop
 * free between turns: throughput is the same (the CPU was the limit), the wait moves from the event
 * loop to this queue, and everything outside the gate answers at once. Beyond `maxWaiting` the
 * server is past what it can serve in time, and says so (503 + Retry-After) instead of queueing
 * without end.
 */

export interface WorkGate {
  /** Runs `work` when a slot is free, or answers null at once when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T | null>;
  /** Work in progress and work waiting, for metrics and tests. */
  load(): { running: number; waiting: number };
}

export interface WorkGateLimits {
  /** Work allowed to run at once. */
  maxRunning: number;
  /** Work allowed to wait for a slot; beyond it, `run` refuses. */
  maxWaiting: number;
}

export function createWorkGate({ maxRunning, maxWaiting }: WorkGateLimits): WorkGate {
  if (!Number.isInteger(maxRunning) || maxRunning < 1)
    throw new Error(`maxRunning must be a positive integer, not ${maxRunning}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes to the next in line (the count never drops and rises again), on the next
    // turn of the event loop: work that finishes in promise callbacks alone (a render over an
    // embedded database can) would otherwise start the next, and the next, without ever letting
    // the loop read a new connection, which is the starvation this gate exists to prevent.
    if (next) setImmediate(next);
    else running -= 1;
  };

  return {
    async run(work) {
      if (running < maxRunning) {
        running += 1;
        // Even with a slot free, the work starts on the loop's next check phase, never inside the
        // callback that read the request. A render over the embedded database finishes in promise
        // callbacks alone, so started there it ran to its end before the loop read the next
        // socket: the gate never saw two at once, and one turn of the loop rendered a page for
        // every connection with a request waiting (50 connections: 0.6-1 s a turn, 2-4 turns a
        // second). Node accepts one new connection per turn (libuv 1.45+), so a reader arriving
        // then waited up to the whole load for the server to accept them, even for a stored page.
        await new Promise<void>((resolve) => setImmediate(resolve));
      } else if (waiting.length >= maxWaiting) return null;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
