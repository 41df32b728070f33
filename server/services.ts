import { createAuth, resolveAuthSecret, type Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';

/**
 * What route loaders, actions, the API and operator commands may use. Built once at boot and
 * handed to React Router through its request context.
 */
export interface AppServices {
  config: Config;
  database: Database;
  auth: Auth;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
}

export function createServices(config: Config, database: Database, now: () => Date = () => new Date()): AppServices {
  return { config, database, auth: createAuth(config, database.db, resolveAuthSecret(config)), now };
}
