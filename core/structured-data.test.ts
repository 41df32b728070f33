import { describe, expect, it } from 'vitest';
import type { Article } from './article';
import { fallbackArticles } from './fallback-articles';
import {
  metadataKeywords,
  newsArticleItems,
  organizationJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
  type JsonLd,
} from './structured-data';

const SITE_URL = 'https://journal.test';

function article(overrides: Partial<Article> = {}): Article {
  return {
    id: 'a1',
    title: 'Ventas raises guidance',
    summary: 'The REIT lifts its outlook.',
    content: '',
    category: 'investment',
    source: 'Senior Housing News',
    url: 'https://www.seniorhousingnews.com/ventas-guidance',
    publishedAt: '2026-11-23T10:00:00.000Z',
    imageUrl: null,
    isFallback: false,
    alsoReportedBy: [],
    ...overrides,
  };
}

const items = (list: JsonLd) => list.itemListElement as { position: number; item: Record<string, unknown> }[];

describe('newsArticleItems', () => {
  it('describes each article as a NewsArticle with its publisher and category label', () => {
    const list = newsArticleItems([article()], SITE_URL);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 1 });
    expect(items(list)[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'NewsArticle',
        headline: 'Ventas raises guidance',
        description: 'The REIT lifts its outlook.',
        datePublished: '2026-11-23T10:00:00.000Z',
        url: 'https://www.seniorhousingnews.com/ventas-guidance',
        publisher: { '@type': 'Organization', name: 'Senior Housing News' },
        articleSection: 'Investment',
      },
    });
  });

  it('lists at most 10 articles, numbered from 1 in the given order', () => {
    const many = Array.from({ length: 14 }, (_, i) => article({ id: `a${i}`, title: `Story ${i}` }));
    const listed = items(newsArticleItems(many, SITE_URL));
    expect(listed).toHaveLength(10);
    expect(listed.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(listed[9]!.item.headline).toBe('Story 9');
  });

  it('adds an image only when its address is absolute', () => {
    const [absolute, relative] = items(
      newsArticleItems(
        [article({ imageUrl: 'https://cdn.example.org/photo.jpg' }), article({ imageUrl: '/images/categories/investment.svg' })],
        SITE_URL,
      ),
    );
    expect(absolute!.item.image).toBe('https://cdn.example.org/photo.jpg');
    expect(relative!.item).not.toHaveProperty('image');
  });

  it('leaves out fallback articles, whose dates are invented', () => {
    const list = newsArticleItems([...fallbackArticles(new Date('2026-11-23T15:00:00Z')), article()], SITE_URL);
    expect(list.numberOfItems).toBe(1);
    expect(items(list)[0]!.item.headline).toBe('Ventas raises guidance');
  });
});

describe('organizationJsonLd and webSiteJsonLd', () => {
  it('names the journal with its logo', () => {
    expect(organizationJsonLd(SITE_URL)).toMatchObject({
      '@type': 'Organization',
      name: 'Senior Housing Journal',
      url: 'https://journal.test/',
      logo: 'https://journal.test/favicon.svg',
    });
  });

  it('offers the home page keyword search as a SearchAction', () => {
    const site = webSiteJsonLd(`${SITE_URL}/`);
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Senior Housing Journal', url: 'https://journal.test/' });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: 'https://journal.test/?search={search_term_string}',
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('metadataKeywords', () => {
  it('keeps words longer than 4 characters, most frequent first, ties alphabetical', () => {
    const keywords = metadataKeywords([
      { title: 'Memory care occupancy rises', summary: 'Occupancy in memory care units rose again.' },
      { title: 'Ventas buys memory units', summary: 'Ventas expands.' },
    ]);
    // memory ×3; occupancy, units, ventas ×2; then single words alphabetically. "care", "rose",
    // "buys" are 4 characters or fewer; "again" is a stop word.
    expect(keywords).toEqual(['memory', 'occupancy', 'units', 'ventas', 'expands', 'rises']);
  });

  it('excludes stop words, bare numbers and case differences', () => {
    const keywords = metadataKeywords([
      { title: 'Which operators should watch their budgets', summary: 'Operators: 100000 beds, 2026 outlook, OPERATORS.' },
    ]);
    expect(keywords).toEqual(['operators', 'budgets', 'outlook', 'watch']);
    expect(keywords).not.toContain('which');
    expect(keywords).not.toContain('100000');
  });

  it('returns at most 10 keywords', () => {
    const words = [
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echoes',
      'foxtrot',
      'golfer',
      'hotel',
      'india',
      'juliet',
      'kilos',
      'lima1',
    ];
    const keywords = metadataKeywords([{ title: words.join(' '), summary: 'kilos kilos' }]);
    expect(keywords).toHaveLength(10);
    expect(keywords[0]).toBe('kilos');
  });

  it('returns nothing for no articles', () => {
    expect(metadataKeywords([])).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by a title holding </script>', () => {
    const json = serializeJsonLd(
      newsArticleItems([article({ title: 'Deal </script><script>alert(1)</script> & more' })], SITE_URL),
    );
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    // Still the same data once parsed.
    const parsed = JSON.parse(json) as JsonLd;
    expect(items(parsed)[0]!.item.headline).toBe('Deal </script><script>alert(1)</script> & more');
  });

  it('escapes the JavaScript line separators U+2028 and U+2029', () => {
    const json = serializeJsonLd({ '@type': 'Thing', name: 'a\u2028b\u2029c' });
    expect(json).toBe('{"@type":"Thing","name":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ '@type': 'Thing', name: 'a\u2028b\u2029c' });
  });
});
