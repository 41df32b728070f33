import type { AppServices } from '~/server/services';
import type { JobDefinition } from './index';
import { NEWSLETTER_SEND_NOW_JOB } from '~/server/newsletter/editions';
import { maintainDatabase } from './maintenance';

/** Every scheduled job of the journal, in one table (times are America/New_York). */
export function jobTable({
  feeds,
  editions,
  database,
  now,
}: Pick<AppServices, 'feeds' | 'editions' | 'database' | 'now'>): JobDefinition[] {
  return [
    {
      // Every 5 minutes; each feed is fetched only when due (FEED_REFRESH_MINUTES, longer when failing).
      name: 'feeds-refresh',
      cron: '*/5 * * * *',
      handler: async () => {
        const report = await feeds.refresh();
        return {
          inserted: report.inserted,
          merged: report.merged,
          failed: report.feeds.filter((f) => f.outcome === 'failed').length,
        };
      },
      expireInSeconds: 300,
      runAtStart: true,
    },
    {
      // The daily edition at 7:00 AM New York time on weekdays. Runs every 5 minutes until noon so
      // an instance that was down at 7:00 still sends; each run sends only what is still owed.
      name: 'newsletter-daily',
      cron: '*/5 7-11 * * 1-5',
      handler: () => editions.sendScheduledEdition(),
      expireInSeconds: 3600,
    },
    {
      // An admin's "Send Daily Newsletter Now": the send runs here, not in the admin's request.
      name: NEWSLETTER_SEND_NOW_JOB,
      handler: () => editions.sendTodaysEdition({ alwaysLog: true }),
      expireInSeconds: 3600,
    },
    {
      // Vacuum/analyse, and prune the rate-limit rows that have left their window.
      name: 'database-maintenance',
      cron: '30 3 * * *',
      handler: () => maintainDatabase(database, now()),
    },
  ];
}
