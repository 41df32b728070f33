import { randomUUID } from 'node:crypto';
import type { Category } from '~/core/categories';
import { canonicalArticleUrl } from '~/core/links';
import type { Db } from '~/server/db/client';
import { articles } from '~/server/db/schema';

export interface ArticleSeed {
  title: string;
  category?: Category;
  source?: string;
  summary?: string;
  publishedAt: Date;
  url?: string;
  /** Other outlets that carried the story. */
  alsoReportedBy?: { source: string; url: string }[];
}

/** Stores articles directly, for tests of what readers see. */
export async function seedArticles(db: Db, seeds: ArticleSeed[]): Promise<void> {
  await db.insert(articles).values(
    seeds.map((seed) => {
      const url = seed.url ?? `https://www.seniorhousingnews.com/${randomUUID()}`;
      return {
        title: seed.title,
        titleKey: seed.title
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s]/gu, '')
          .replace(/\s+/g, ' ')
          .trim(),
        summary: seed.summary ?? `Summary of ${seed.title}`,
        content: '',
        category: seed.category ?? 'senior-housing',
        source: seed.source ?? 'Senior Housing News',
        url,
        canonicalUrl: canonicalArticleUrl(url),
        publishedAt: seed.publishedAt,
        alsoReportedBy: seed.alsoReportedBy ?? [],
      };
    }),
  );
}
