/**
 * Two app instances on one database, as behind a load balancer: each has its own services (and, on
 * PostgreSQL, its own connection pool), yet a limit counts every request they both answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { openDatabase, type Database } from '~/server/db/client';
import { createServices, type AppServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { startSmtpSink, type SmtpSink } from '~/tests/support/smtp-sink';
import { createHttpApp } from './app';

let database: TestDatabase;
let secondConnection: Database;
let sink: SmtpSink;
const built: AppServices[] = [];

function instance(db: Database) {
  const config = loadConfig({
    BETTER_AUTH_SECRET: 's'.repeat(40),
    SMTP_URL: sink.url,
    MAIL_RATE_PER_SECOND: '1000',
    PUBLIC_URL: 'https://journal.test',
    // One proxy in front: the client is the address it appends.
    TRUSTED_PROXY_HOPS: '1',
  });
  const services = createServices(config, db);
  built.push(services);
  return createHttpApp({ services, jobs: { enabled: false, running: () => false } });
}

beforeAll(async () => {
  database = await createTestDatabase();
  secondConnection = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
  sink = await startSmtpSink({ parse: false });
});
afterAll(async () => {
  for (const services of built) services.mailer.close();
  if (secondConnection !== database) await secondConnection.close();
  await sink.close();
  await database.destroy();
});

const subscribe = (app: ReturnType<typeof createHttpApp>, email: string, client: string) =>
  app.request('/api/v1/newsletter/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ email }),
  });

describe('rate limits across app instances on one database', () => {
  it('allow 3 subscribe requests an hour per address in all: 2 through one instance, 1 through the other', async () => {
    const a = instance(database);
    const b = instance(secondConnection);
    const email = 'shared-limit@operators.test';
    expect((await subscribe(a, email, '198.51.100.1')).status).toBe(200);
    expect((await subscribe(a, email, '198.51.100.2')).status).toBe(200);
    expect((await subscribe(b, email, '198.51.100.3')).status).toBe(200);
    const refused = await subscribe(b, email, '198.51.100.4');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect((await subscribe(a, email, '198.51.100.5')).status).toBe(429);
    expect(sink.messages.filter((m) => m.to === email)).toHaveLength(3);
  });

  it('allow 10 subscribe requests an hour per client in all, whichever instance answers', async () => {
    const a = instance(database);
    const b = instance(secondConnection);
    const client = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await subscribe(i % 2 ? b : a, `client-limit-${i}@operators.test`, client)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
