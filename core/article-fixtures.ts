/**
 * Test fixtures, used only by tests: articles as readers get them (./article.ts), for unit tests of what is computed from a list:
 * article `i` is `i` hours older than `now`, everything else plain unless the test says otherwise.
 */
import type { Article } from './article';

export function testArticle(i: number, now: Date, patch: Partial<Article> = {}): Article {
  return {
    id: `a${i}`,
    title: `Story ${i}`,
    summary: '',
    content: '',
    category: 'senior-living',
    source: 'Argentum',
    url: `https://example.org/${i}`,
    publishedAt: new Date(now.getTime() - i * 3_600_000).toISOString(),
    imageUrl: null,
    isFallback: false,
    alsoReportedBy: [],
    ...patch,
  };
}
