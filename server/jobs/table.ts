import type { AppServices } from '../services';
import type { JobDefinition } from './index';
import { maintainDatabase } from './maintenance';

/** Every scheduled job of the journal, in one table (times are America/New_York). */
export function jobTable(services: AppServices): JobDefinition[] {
  return [
    {
      name: 'database-maintenance',
      cron: '30 3 * * *',
      handler: () => maintainDatabase(services.database),
    },
  ];
}
