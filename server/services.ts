import type { Config } from './config';
import type { Database } from './db/client';

/**
 * What route loaders, actions and the API may use. Built once at boot by server/main.ts and
 * handed to React Router through its request context.
 */
export interface AppServices {
  config: Config;
  database: Database;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
}
