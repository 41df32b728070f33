import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Starts another journal server on its own port and data folder. */
function startServer(env: Record<string, string>) {
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', JOBS_ENABLED: 'true', FEEDS_CONFIG: 'tests/fixtures/local-feeds.json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test('SIGTERM stops the server gracefully: requests finish, the data folder is released', async ({ request }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-sigterm-'));
  const server = startServer({ PORT: '3102', HOST: '127.0.0.1', DATA_DIR: dataDir });
  await expect
    .poll(async () => (await request.get('http://127.0.0.1:3102/healthz').catch(() => null))?.status(), { timeout: 30_000 })
    .toBe(200);
  expect(fs.existsSync(path.join(dataDir, 'journal.lock'))).toBe(true);

  // SIGTERM arrives while the page is being sent: the response must still complete.
  const page = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get('http://127.0.0.1:3102/', (res) => {
        server.child.kill('SIGTERM');
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
  expect(page.status).toBe(200);
  expect(page.body).toContain('</html>');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"msg":"stopped"');
  expect(fs.existsSync(path.join(dataDir, 'journal.lock'))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, 'control.sock'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a bad setting stops start-up with a message naming the variable', async () => {
  const server = startServer({ PORT: 'eighty' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT');
});

test('a second server on the same embedded database folder is refused', async () => {
  const server = startServer({ PORT: '3103', DATA_DIR: process.env.E2E_DATA_DIR! });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/is open in process \d+/);
});
