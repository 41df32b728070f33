/**
 * The industry feeds the journal aggregates: the spec's ten feed keys with their publishers' feed
 * addresses. FEEDS_CONFIG names a JSON file that either replaces the list (an array of feeds, the
 * same shape) or changes it (an object: `add` feeds, `override` fields of built-in ones by key,
 * `disable` keys). Admins add, disable and re-enable feeds on /admin/feeds (server/news/feed-list.ts).
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

const feedSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'lowercase letters, digits and dashes'),
  name: z.string().trim().min(1).max(100),
  url: z.url({ protocol: /^https?$/ }),
  defaultCategory: z.enum(CATEGORIES).optional(),
});

export const feedDefinitionSchema = feedSchema;

const uniqueKeys = (feeds: { key: string }[]) => new Set(feeds.map((f) => f.key)).size === feeds.length;

const feedListSchema = z.array(feedSchema).min(1, 'list at least one feed').refine(uniqueKeys, 'feed keys must be unique');

const feedChangesSchema = z
  .object({
    add: z.array(feedSchema).default([]),
    override: z.array(feedSchema.partial().required({ key: true })).default([]),
    disable: z.array(z.string()).default([]),
  })
  .strict();

export class FeedConfigError extends Error {}

const toDefinition = (feed: z.infer<typeof feedSchema>): FeedDefinition => ({
  ...feed,
  defaultCategory: feed.defaultCategory ?? null,
});

/** The built-in list changed by an { add, override, disable } object; unknown keys are errors. */
function applyChanges(changes: z.infer<typeof feedChangesSchema>): FeedDefinition[] {
  const known = new Set(DEFAULT_FEEDS.map((f) => f.key));
  for (const [index, feed] of changes.override.entries())
    if (!known.has(feed.key)) throw new Error(`override.${index}.key: no built-in feed '${feed.key}'`);
  for (const [index, key] of changes.disable.entries())
    if (!known.has(key)) throw new Error(`disable.${index}: no built-in feed '${key}'`);
  for (const [index, feed] of changes.add.entries())
    if (known.has(feed.key)) throw new Error(`add.${index}.key: '${feed.key}' is a built-in feed; use override`);
  if (!uniqueKeys(changes.add)) throw new Error('add: feed keys must be unique');
  const disabled = new Set(changes.disable);
  const overrides = new Map(changes.override.map((o) => [o.key, o]));
  const list = DEFAULT_FEEDS.filter((f) => !disabled.has(f.key)).map((feed) => {
    const override = overrides.get(feed.key);
    if (!override) return { ...feed };
    return {
      ...feed,
      ...(override.name !== undefined ? { name: override.name } : {}),
      ...(override.url !== undefined ? { url: override.url } : {}),
      ...(override.defaultCategory !== undefined ? { defaultCategory: override.defaultCategory } : {}),
    };
  });
  const result = [...list, ...changes.add.map(toDefinition)];
  if (result.length === 0) throw new Error('the changes leave no feed');
  return result;
}

/** The built-in list, or the operator's file (validated; a bad file stops start-up with its path). */
export function loadFeedRegistry(configPath: string | undefined): FeedDefinition[] {
  if (!configPath) return [...DEFAULT_FEEDS];
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(configPath, 'utf8'));
  } catch (error) {
    throw new FeedConfigError(`FEEDS_CONFIG ${configPath}: ${(error as Error).message}`);
  }
  if (Array.isArray(json)) {
    const parsed = feedListSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new FeedConfigError(`FEEDS_CONFIG ${configPath}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
    }
    return parsed.data.map(toDefinition);
  }
  const parsed = feedChangesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.') || 'file';
    throw new FeedConfigError(
      `FEEDS_CONFIG ${configPath}: ${where}: ${issue.message} (expected a list of feeds or { "add", "override", "disable" })`,
    );
  }
  try {
    return applyChanges(parsed.data);
  } catch (error) {
    throw new FeedConfigError(`FEEDS_CONFIG ${configPath}: ${(error as Error).message}`);
  }
}
