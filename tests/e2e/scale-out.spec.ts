/**
 * Scale-out (issue 17 part 4, README § Deployment): two web processes and one worker of the same
 * build on one PostgreSQL, as behind a load balancer (one PUBLIC_URL, one BETTER_AUTH_SECRET). The
 * server named by TEST_DATABASE_URL (npm test starts one) gets a database of its own; without it,
 * this test starts a PostgreSQL of its own (scripts/postgres-test-server.sh).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { createScratchDatabase } from '~/tests/support/database';
import { startServer, stopStartedServers, type ServerProcess } from '~/tests/support/server-process';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp-sink';

const WEB_A = 'http://127.0.0.1:3120';
const WEB_B = 'http://127.0.0.1:3121';
const WIRE_TITLES = [
  'Harbor Ridge opens 140-unit memory care campus in Tacoma',
  'Lakeside REIT lifts assisted living occupancy guidance to 88%',
  'Evergreen Partners buys six skilled nursing homes in Ohio',
];

/** One RSS feed of three stories dated now, counting how often it is fetched. */
function startWire() {
  let fetches = 0;
  const server = http.createServer((_request, response) => {
    fetches++;
    const items = WIRE_TITLES.map(
      (title, i) =>
        `<item><title>${title}</title><link>https://wire.journal-fixtures.org/story-${i}</link><description>${title}, the operator said on Tuesday.</description><pubDate>${new Date(Date.now() - i * 60_000).toUTCString()}</pubDate></item>`,
    );
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Scale-Out Wire</title><link>https://wire.journal-fixtures.org</link><description>Fixture</description>${items.join('')}</channel></rss>`,
    );
  });
  return new Promise<{ url: string; fetches: () => number; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wire.xml`,
        fetches: () => fetches,
        close: () => server.close(),
      }),
    ),
  );
}

/** A fresh database on the test PostgreSQL server, or a server of our own when none is named. */
async function startDatabase(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  const ownServer = !serverUrl;
  if (ownServer) {
    serverUrl = execFileSync('bash', ['scripts/postgres-test-server.sh', 'start', path.join(folder, 'pg'), '55442'], {
      encoding: 'utf8',
    }).trim();
  }
  const scratch = await createScratchDatabase(serverUrl!, 'journal_scale_out');
  return {
    url: scratch.url,
    async close() {
      await scratch.drop();
      if (ownServer) execFileSync('bash', ['scripts/postgres-test-server.sh', 'stop', path.join(folder, 'pg')]);
    },
  };
}

async function healthy(request: APIRequestContext, base: string, server: ServerProcess) {
  await expect
    .poll(async () => (await request.get(`${base}/healthz`).catch(() => null))?.status(), {
      timeout: 60_000,
      message: `${base} did not start:\n${server.output().slice(-2000)}`,
    })
    .toBe(200);
}

test.afterEach(() => stopStartedServers());

test('two web processes and a worker on one PostgreSQL act as one journal', async ({ request }) => {
  test.setTimeout(180_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-scale-out-'));
  const database = await startDatabase(folder);
  const wire = await startWire();
  const smtp: SmtpSink = await startSmtpSink();
  const db = new pg.Client({ connectionString: database.url });
  try {
    const feedsConfig = path.join(folder, 'feeds.json');
    fs.writeFileSync(
      feedsConfig,
      JSON.stringify([{ key: 'scaleoutwire', name: 'Scale-Out Wire', url: wire.url, defaultCategory: 'senior-housing' }]),
    );
    const shared = {
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: WEB_A,
      SMTP_URL: smtp.url,
      FEEDS_CONFIG: feedsConfig,
      LOG_LEVEL: 'warn',
    };
    const instance = (role: string, port: number) =>
      startServer({ ...shared, ROLE: role, PORT: String(port), DATA_DIR: path.join(folder, `${role}-${port}`) });

    // One after the other: the first migrates the database, the others find it migrated.
    const webA = instance('web', 3120);
    await healthy(request, WEB_A, webA);
    const webB = instance('web', 3121);
    await healthy(request, WEB_B, webB);
    await db.connect();

    await test.step('caches agree after a refresh: the worker’s new stories show on both web processes at once', async () => {
      for (const base of [WEB_A, WEB_B]) {
        const page = await (await request.get(`${base}/`)).text();
        expect(page).not.toContain(WIRE_TITLES[0]);
      }
      // The worker refreshes the feeds at start. Meanwhile both web processes keep serving their
      // copies of the page (fresh for 10 s), which a refresh must empty on every process.
      const worker = instance('worker', 3122);
      await expect
        .poll(
          async () => {
            await Promise.all([request.get(`${WEB_A}/`), request.get(`${WEB_B}/`)]);
            return Number((await db.query('SELECT count(*) AS n FROM articles')).rows[0].n);
          },
          { timeout: 60_000, intervals: [250], message: `the worker stored no stories:\n${worker.output().slice(-2000)}` },
        )
        .toBeGreaterThanOrEqual(WIRE_TITLES.length);
      for (const base of [WEB_A, WEB_B]) {
        await expect
          .poll(async () => (await (await request.get(`${base}/`)).text()).includes(WIRE_TITLES[0]!), {
            timeout: 2_000,
            message: `${base}/ shows the story the worker stored`,
          })
          .toBe(true);
      }
    });

    await test.step('the feed refresh happens once: only the worker fetched the feed', async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(wire.fetches()).toBe(1);
    });

    const email = `scale.out.${randomBytes(3).toString('hex')}@journal.test`;
    const password = 'a sturdy scale-out password';
    await test.step('a session made by one web process is good on the other', async () => {
      const signUp = await request.post(`${WEB_A}/api/auth/sign-up/email`, {
        headers: { Origin: WEB_A },
        data: { email, password, name: email },
      });
      expect(signUp.status()).toBe(200);
      let link = '';
      await expect
        .poll(() => {
          const html = String(smtp.to(email).at(-1)?.parsed.html ?? '');
          link = html.match(/href="([^"]*\/api\/auth\/verify-email[^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? '';
          return link;
        })
        .not.toBe('');
      // The link A mailed is opened on B: B signs the reader in, A knows the session.
      expect(link.startsWith(WEB_A)).toBe(true);
      expect((await request.get(link.replace(WEB_A, WEB_B))).ok()).toBe(true);
      const session = await (await request.get(`${WEB_A}/api/auth/get-session`)).json();
      expect(session?.user?.email).toBe(email);
    });

    await test.step('an edition asked for on one web process is sent once, by the worker', async () => {
      await db.query(`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM "user" WHERE email = $1`, [email]);
      const readers = ['one', 'two', 'three'].map((n) => `reader.${n}@journal.test`);
      for (const reader of readers) {
        await db.query(
          `INSERT INTO newsletter_subscribers (email, confirmed_at, preferences) VALUES ($1, now(), '{"daily":true,"weekly":false,"breaking":false,"trends":false}')`,
          [reader],
        );
      }
      const send = await request.post(`${WEB_B}/api/v1/admin/newsletter/send`, {
        headers: { Origin: WEB_A },
        data: { kind: 'daily' },
      });
      expect(send.status()).toBe(202);
      await expect.poll(() => readers.map((reader) => smtp.to(reader).length), { timeout: 60_000 }).toEqual([1, 1, 1]);
      // Nothing more comes: no web process sent it too.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(readers.map((reader) => smtp.to(reader).length)).toEqual([1, 1, 1]);
      const logs = await db.query(`SELECT count(*) AS n FROM newsletter_send_logs`);
      expect(Number(logs.rows[0].n)).toBe(1);
    });

    await test.step('rate limits are shared: five wrong passwords a minute in all, whichever process', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const base = attempt % 2 === 0 ? WEB_A : WEB_B;
        const response = await request.post(`${base}/api/auth/sign-in/email`, {
          headers: { Origin: WEB_A },
          data: { email, password: `not the password ${attempt}` },
        });
        statuses.push(response.status());
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  } finally {
    stopStartedServers();
    await db.end().catch(() => undefined);
    await smtp.close();
    wire.close();
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
