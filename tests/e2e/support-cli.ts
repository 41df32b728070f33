import { execFileSync } from 'node:child_process';

/** Runs an operator command against the e2e server's data folder (answered over its control socket). */
export function runOperatorCommand(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'scripts/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}
