/**
 * Simulated readers for the load benchmarks: GETs on kept-alive connections, each recorded with
 * when it was sent, how long it took, its status and whether the whole body arrived.
 */
import http from 'node:http';

export interface Sample {
  /** When the request was sent, in ms since the clock's start. */
  at: number;
  ms: number;
  /** The response's status; 0 when the connection failed before one came. */
  status: number;
  /** Whether the body arrived to its end (false: the connection broke mid-answer). */
  complete: boolean;
  /** The socket error's code, when there was one (ECONNREFUSED, ECONNRESET, …). */
  error?: string;
}

/** One GET; `since` is the clock's start (performance.now()). */
export function timedGet(url: string, agent: http.Agent, since: number, headers: Record<string, string> = {}): Promise<Sample> {
  const started = performance.now();
  const sample = (status: number, complete: boolean, error?: string): Sample => ({
    at: started - since,
    ms: performance.now() - started,
    status,
    complete,
    ...(error ? { error } : {}),
  });
  return new Promise((resolve) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(sample(res.statusCode ?? 0, true)));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(sample(res.statusCode ?? 0, false, error.code ?? 'error')));
        res.on('aborted', () => resolve(sample(res.statusCode ?? 0, false, 'aborted')));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(sample(0, false, error.code ?? 'error')));
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Requests, p50/p99 latency, and the count by outcome ("200", "503", "ECONNRESET", …). */
export function summarise(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const outcomes: Record<string, number> = {};
  for (const s of samples) {
    const key = s.error ?? String(s.status);
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  return {
    requests: samples.length,
    p50Ms: Math.round(percentile(ms, 50)),
    p99Ms: Math.round(percentile(ms, 99)),
    maxMs: Math.round(ms.at(-1) ?? 0),
    outcomes,
  };
}
