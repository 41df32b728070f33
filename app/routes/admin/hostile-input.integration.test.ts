/**
 * Every admin screen's loader and action, as a signed-in admin, with hostile values in every field
 * and parameter: each answers (or refuses with a 4xx), none throws an error that would be a 500.
 * A fuzz like this found a NUL in a feed key or a subscriber search reaching PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantRole } from '~/server/auth/roles';
import { loadConfig } from '~/server/config';
import { createServices, type AppServices } from '~/server/services';
import { routeArgs, signedInAccount } from '~/tests/support/admin-routes';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import * as analytics from './analytics.server';
import * as feeds from './feeds.server';
import * as newsletter from './newsletter.server';
import * as polls from './polls.server';
import * as ratings from './ratings.server';
import * as roles from './roles.server';
import * as settings from './settings.server';
import * as subscribers from './subscribers.server';

let database: TestDatabase;
let services: AppServices;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database);
  cookie = await signedInAccount(services, database.db, 'editor@journal.test');
  await grantRole(database.db, 'editor@journal.test', 'admin');
});
afterAll(() => database.destroy());

type Screen = { loader?: (args: never) => Promise<unknown>; action?: (args: never) => Promise<unknown> };
const SCREENS: Record<string, [Screen, intents: string[]]> = {
  analytics: [analytics, []],
  ratings: [ratings, []],
  feeds: [feeds, ['preview', 'add', 'disable', 'enable']],
  newsletter: [newsletter, ['add-press-release', 'edit-press-release', 'set-press-release-active', 'delete-press-release']],
  polls: [polls, ['create', 'update', 'open', 'close', 'delete']],
  roles: [roles, ['assign', 'remove']],
  settings: [settings, ['']],
  subscribers: [subscribers, ['activate', 'delete', 'lift']],
};
const FIELDS = [
  'id',
  'key',
  'url',
  'email',
  'role',
  'name',
  'pollId',
  'question',
  'defaultCategory',
  'value',
  'appName',
  'contactEmail',
  'newsletterFrequency',
];
const PARAMETERS = ['q', 'page', 'status', 'range', 'days', 'kind'];
const VALUES = [
  '',
  '%',
  '\u0000',
  'a\u0000b',
  '-1',
  '1e309',
  '<script>alert(1)</script>',
  'http://127.0.0.1:1/feed',
  '☃'.repeat(3000),
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
];

/** The status a loader or action answered with: its own, a thrown Response's or thrown data's; 500 for any other throw. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const answer = await run();
    if (answer instanceof Response) return answer.status;
    return (answer as { init?: { status?: number } } | undefined)?.init?.status ?? 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const status = (error as { init?: { status?: number } } | null)?.init?.status;
    return typeof status === 'number' ? status : 500;
  }
}

it('every admin loader and action answers hostile input without a 500', { timeout: 120_000 }, async () => {
  const failures: string[] = [];
  for (const [name, [screen, intents]] of Object.entries(SCREENS)) {
    for (const value of VALUES) {
      for (const parameter of PARAMETERS) {
        const path = `/admin/${name}?${parameter}=${encodeURIComponent(value)}`;
        if (screen.loader && (await statusOf(() => screen.loader!(routeArgs(services, path, cookie)))) >= 500) {
          failures.push(`GET ${path.slice(0, 80)}`);
        }
      }
      for (const intent of intents) {
        const body = Object.fromEntries([['intent', intent], ...FIELDS.map((field) => [field, value])]);
        const status = await statusOf(() => screen.action!(routeArgs(services, `/admin/${name}`, cookie, body)));
        if (status >= 500) failures.push(`POST /admin/${name} ${intent} ${JSON.stringify(value).slice(0, 40)}: ${status}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
