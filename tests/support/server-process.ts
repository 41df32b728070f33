/**
 * Journal servers started as processes of their own by the browser tests (process.spec.ts,
 * scale-out.spec.ts): the production entry point with the test's environment, its output kept for
 * assertions and for the failure message.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_BUNDLE } from '~/scripts/build-server';

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/** Servers started and not yet stopped; `stopStartedServers` kills what a failed test left running. */
const started = new Set<ChildProcess>();

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn('node', ['--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      JOBS_ENABLED: 'true',
      FEEDS_CONFIG: 'tests/fixtures/local-feeds.json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Kills (SIGKILL) every server still running, so the next test finds its ports free. */
export function stopStartedServers(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}
