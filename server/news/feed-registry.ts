/**
 * The industry feeds the journal aggregates: the spec's ten feed keys with their publishers' feed
 * addresses. Operators replace the list with a JSON file named by FEEDS_CONFIG (same shape).
 */
import fs from 'node:fs';
import { z } from 'zod';
import { CATEGORIES, type Category } from '~/core/categories';

export interface FeedDefinition {
  key: string;
  name: string;
  url: string;
  defaultCategory: Category | null;
}

export const DEFAULT_FEEDS: readonly FeedDefinition[] = [
  {
    key: 'mcknights',
    name: 'McKnight’s Senior Living',
    url: 'https://www.mcknightsseniorliving.com/feed/',
    defaultCategory: 'senior-living',
  },
  {
    key: 'seniorhousingnews',
    name: 'Senior Housing News',
    url: 'https://seniorhousingnews.com/feed/',
    defaultCategory: 'senior-housing',
  },
  { key: 'argentum', name: 'Argentum', url: 'https://www.argentum.org/feed/', defaultCategory: 'senior-living' },
  {
    key: 'multihousingnews',
    name: 'Multi-Housing News',
    url: 'https://www.multihousingnews.com/feed/',
    defaultCategory: 'investment',
  },
  {
    key: 'skillednursingnews',
    name: 'Skilled Nursing News',
    url: 'https://skillednursingnews.com/feed/',
    defaultCategory: 'healthcare',
  },
  {
    key: 'constructiondive',
    name: 'Construction Dive',
    url: 'https://www.constructiondive.com/feeds/news/',
    defaultCategory: 'senior-housing',
  },
  { key: 'bisnow', name: 'Bisnow', url: 'https://www.bisnow.com/rss/national', defaultCategory: 'investment' },
  { key: 'leadingage', name: 'LeadingAge', url: 'https://leadingage.org/feed/', defaultCategory: 'regulations' },
  { key: 'seniorplanet', name: 'Senior Planet', url: 'https://seniorplanet.org/feed/', defaultCategory: 'technology' },
  {
    key: 'assistedlivingtoday',
    name: 'Assisted Living Today',
    url: 'https://assistedlivingtoday.com/feed/',
    defaultCategory: 'senior-living',
  },
];

const feedFileSchema = z
  .array(
    z.object({
      key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'lowercase letters, digits and dashes'),
      name: z.string().min(1).max(100),
      url: z.url({ protocol: /^https?$/ }),
      defaultCategory: z.enum(CATEGORIES).optional(),
    }),
  )
  .min(1, 'list at least one feed')
  .refine((feeds) => new Set(feeds.map((f) => f.key)).size === feeds.length, 'feed keys must be unique');

export class FeedConfigError extends Error {}

/** The built-in list, or the operator's file (validated; a bad file stops start-up with its path). */
export function loadFeedRegistry(configPath: string | undefined): FeedDefinition[] {
  if (!configPath) return [...DEFAULT_FEEDS];
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(configPath, 'utf8'));
  } catch (error) {
    throw new FeedConfigError(`FEEDS_CONFIG ${configPath}: ${(error as Error).message}`);
  }
  const parsed = feedFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FeedConfigError(`FEEDS_CONFIG ${configPath}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  return parsed.data.map((feed) => ({ ...feed, defaultCategory: feed.defaultCategory ?? null }));
}
