/**
 * What readers see changed (a feed refresh stored stories, an edition went out, an admin saved
 * something): every instance must stop serving its copies of the pages and its cached settings.
 * Within one process that is a function call; several processes on one PostgreSQL (ROLE=web|worker,
 * README § Deployment) tell each other with NOTIFY, so a page a worker's refresh changed is fresh on
 * every web instance at once rather than after its copies expire (10 s fresh, 60 s stale).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '~/server/db/client';
import { logger } from '~/server/logger';

export const PUBLISHED_CHANGES_CHANNEL = 'journal_published_changes';

export interface PublishedChanges {
  /** This instance forgets its copies now; the others when the notification reaches them. */
  announce(): void;
  /** Hears the other instances' announcements until the returned function is called. */
  listen(): Promise<() => Promise<void>>;
}

interface Options {
  database: Pick<Database, 'notify' | 'listen'>;
  /** Drops what this instance keeps of the published pages and settings. */
  forget: () => void;
}

export function createPublishedChanges({ database, forget }: Options): PublishedChanges {
  // Our own notifications come back to us too; the id tells them apart.
  const instance = randomUUID();
  return {
    announce() {
      forget();
      // A lost notification costs the other instances at most their copies' lifetime, never the
      // change itself, so a failure is logged and the admin's save or the refresh still succeeds.
      database.notify(PUBLISHED_CHANGES_CHANNEL, instance).catch((error: unknown) => {
        logger.warn({ err: error }, 'other instances were not told of a change');
      });
    },
    listen() {
      // null: the listening connection was lost and is back, so a change may have been missed.
      return database.listen(PUBLISHED_CHANGES_CHANNEL, (from) => {
        if (from !== instance) forget();
      });
    },
  };
}
