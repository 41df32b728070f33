import type { AppServices } from '~/server/services';
import type { JobDefinition } from './index';
import { EDITION_KINDS } from '~/core/newsletter';
import { BREAKING_NEWS_JOB, sendNowJob } from '~/server/newsletter/editions';
import { maintainDatabase } from './maintenance';
import { prunePageViews } from '~/server/analytics/page-views';
import { indexArticles, SEARCH_INDEX_JOB } from '~/server/search/indexer';

/** Every scheduled job of the journal, in one table (times are America/New_York). */
export function jobTable({
  feeds,
  editions,
  quotes,
  database,
  embedder,
  jobs,
  now,
}: Pick<AppServices, 'feeds' | 'editions' | 'quotes' | 'database' | 'embedder' | 'jobs' | 'now'>): JobDefinition[] {
  return [
    {
      // Every 5 minutes; each feed is fetched only when due (FEED_REFRESH_MINUTES, longer when failing).
      name: 'feeds-refresh',
      cron: '*/5 * * * *',
      handler: async () => {
        const report = await feeds.refresh();
        // New articles get their embeddings in their own job, so a slow model never delays the feeds.
        if (report.inserted > 0) await jobs?.send(SEARCH_INDEX_JOB);
        // A new story, or another outlet carrying one, may make it breaking: look at once.
        if (report.inserted > 0 || report.merged > 0) await jobs?.send(BREAKING_NEWS_JOB);
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
      // After each refresh that stored articles; also every 15 minutes and at start, catching any
      // article stored while no worker ran (a CLI refresh, a crash).
      name: SEARCH_INDEX_JOB,
      cron: '*/15 * * * *',
      handler: async () => {
        const report = await indexArticles(database.db, embedder);
        return { embedded: report.embedded, ms: report.ms };
      },
      expireInSeconds: 1800,
      runAtStart: true,
    },
    {
      // The daily edition at 7:00 AM New York time on weekdays, the weekly on Mondays and the trends on
      // the month's first weekday. Runs every
      // 5 minutes until noon so an instance that was down at 7:00 still sends; each run sends only
      // what is still owed. (The name predates the weekly; pg-boss keeps schedules by name.)
      name: 'newsletter-daily',
      cron: '*/5 7-11 * * 1-5',
      handler: () => editions.sendScheduledEdition(),
      expireInSeconds: 3600,
    },
    {
      // A breaking story goes out as soon as a refresh shows it (above), or within 5 minutes, from
      // 6 AM to 9 PM New York time; the edition itself refuses the quiet hours and a second a day.
      name: BREAKING_NEWS_JOB,
      cron: '*/5 6-20 * * *',
      handler: () => editions.sendBreakingEdition(),
      expireInSeconds: 3600,
    },
    // An admin's "Send now" of each kind: the send runs here, not in the admin's request.
    ...EDITION_KINDS.map((kind) => ({
      name: sendNowJob(kind),
      handler: () => editions.sendTodaysEdition({ kind, alwaysLog: true }),
      expireInSeconds: 3600,
    })),
    {
      // The REITs' closing quotes (and market caps) for the profiles' history, after the 4:00 PM
      // close on weekdays. Runs every half hour until evening so a provider hiccup or an instance
      // that was down still records the day; a run with nothing left to record asks no provider.
      name: 'market-closes',
      cron: '15,45 16-19 * * 1-5',
      handler: () => quotes.recordCloses(),
      expireInSeconds: 300,
    },
    {
      // Vacuum/analyse, and prune the rate-limit rows that have left their window.
      name: 'database-maintenance',
      cron: '30 3 * * *',
      handler: () => maintainDatabase(database, now()),
    },
    {
      // Page views are kept 13 months (decision 0095); each night the day that left the window goes.
      name: 'page-views-prune',
      cron: '45 3 * * *',
      handler: async () => ({ pruned: await prunePageViews(database.db, now()) }),
    },
  ];
}
