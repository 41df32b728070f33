import { createAuth, resolveAuthSecret, type Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './newsletter/mailer';

/**
 * What route loaders, actions, the API and operator commands may use. Built once at boot and
 * handed to React Router through its request context.
 */
export interface AppServices {
  config: Config;
  database: Database;
  auth: Auth;
  /** Signs subscriber links (the same secret as sessions). */
  secret: string;
  mailer: Mailer;
  /**
   * The job queue, when some process works it (this one, or the workers behind a web instance).
   * Without it (one-off scripts, tests) work that would be queued runs in place.
   */
  jobs?: JobQueue;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
}

export interface JobQueue {
  /** Queues one run of a named job; a singleton queue keeps a second request from doubling it. */
  send(name: string): Promise<void>;
}

export function createServices(
  config: Config,
  database: Database,
  now: () => Date = () => new Date(),
  mailer: Mailer = createMailer(config),
): AppServices {
  const secret = resolveAuthSecret(config);
  return { config, database, auth: createAuth(config, database.db, secret), secret, mailer, now };
}
