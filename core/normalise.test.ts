import { describe, it, expect } from 'vitest';
import { CATEGORIES, type Category } from './categories';
import {
  CONTENT_MAX_CHARS,
  TITLE_MAX_CHARS,
  categoryImage,
  normaliseItem,
  parsePublished,
  type FeedSource,
  type NormalisedArticle,
  type RawFeedItem,
} from './normalise';

const NOW = new Date('2026-11-23T12:00:00Z');
const FEED: FeedSource = { key: 'shn', name: 'Senior Housing News', defaultCategory: 'senior-housing' };
const LINK = 'https://seniorhousingnews.com/2026/11/welltower-deal/';

const base: RawFeedItem = {
  title: 'Welltower acquires 12 communities in $1.2B deal',
  link: LINK,
  description: 'The REIT adds 2,100 units in Sun Belt markets.',
  published: 'Mon, 23 Nov 2026 08:00:00 GMT',
};

function ok(item: RawFeedItem, feed: FeedSource = FEED): NormalisedArticle {
  const result = normaliseItem(item, feed, NOW);
  if (!result.ok) throw new Error(`expected an article, got: ${result.reason}`);
  return result.article;
}

function reason(item: RawFeedItem): string {
  const result = normaliseItem(item, FEED, NOW);
  if (result.ok) throw new Error(`expected a skip, got ${result.article.title}`);
  return result.reason;
}

const MARKUP = /<\/?[a-z!][^>]*>/i;

describe('normaliseItem: a complete item', () => {
  it('maps every field', () => {
    const article = ok({
      ...base,
      link: `${LINK}?utm_source=rss&utm_medium=feed`,
      imageUrls: ['https://seniorhousingnews.com/img/w.jpg'],
    });
    expect(article).toEqual({
      title: 'Welltower acquires 12 communities in $1.2B deal',
      titleKey: 'welltower acquires 12 communities in 12b deal',
      summary: 'The REIT adds 2,100 units in Sun Belt markets.',
      content: 'The REIT adds 2,100 units in Sun Belt markets.',
      category: 'investment',
      source: 'Senior Housing News',
      feedKey: 'shn',
      url: LINK,
      canonicalUrl: 'https://seniorhousingnews.com/2026/11/welltower-deal',
      imageUrl: 'https://seniorhousingnews.com/img/w.jpg',
      publishedAt: new Date('2026-11-23T08:00:00Z'),
    } satisfies NormalisedArticle);
  });
});

describe('normaliseItem: skipped items', () => {
  it.each<[string, RawFeedItem, string]>([
    ['missing title', { ...base, title: undefined }, 'no title'],
    ['null title', { ...base, title: null }, 'no title'],
    ['blank title', { ...base, title: '   ' }, 'no title'],
    ['title of markup only', { ...base, title: '<b></b><script>x()</script>' }, 'no title'],
    ['missing link', { ...base, link: undefined }, 'invalid link: empty link'],
    ["'#' link", { ...base, link: '#' }, 'invalid link: empty link'],
    ["'undefined' link", { ...base, link: 'undefined' }, 'invalid link: empty link'],
    ["'null' link", { ...base, link: 'null' }, 'invalid link: empty link'],
    ['javascript: link', { ...base, link: 'javascript:alert(1)' }, 'invalid link: scheme javascript: not allowed'],
    ['JavaScript: link in capitals', { ...base, link: ' JavaScript:void(0)' }, 'invalid link: scheme javascript: not allowed'],
    ['data: link', { ...base, link: 'data:text/html,hi' }, 'invalid link: scheme data: not allowed'],
    ['placeholder link', { ...base, link: 'https://placeholder.com/story' }, "invalid link: link contains 'placeholder'"],
    ['example.com link', { ...base, link: 'https://example.com/story' }, 'invalid link: placeholder host'],
    ['localhost link', { ...base, link: 'http://localhost:3000/story' }, "invalid link: link contains 'localhost'"],
    ['lorem link', { ...base, link: 'https://lorem-news.com/story' }, "invalid link: link contains 'lorem'"],
  ])('%s', (_label, item, expected) => {
    expect(reason(item)).toBe(expected);
  });
});

describe('normaliseItem: links', () => {
  it.each([
    ['seniorhousingnews.com/2026/11/story', 'https://seniorhousingnews.com/2026/11/story'],
    ['www.mcknightsseniorliving.com/news/a', 'https://www.mcknightsseniorliving.com/news/a'],
    ['//seniorhousingnews.com/story', 'https://seniorhousingnews.com/story'],
    ['  https://seniorhousingnews.com/story  ', 'https://seniorhousingnews.com/story'],
    ['http://seniorhousingnews.com/story', 'http://seniorhousingnews.com/story'],
  ])('%j → %s', (link, expected) => {
    expect(ok({ ...base, link }).url).toBe(expected);
  });
});

describe('normaliseItem: title', () => {
  it('is plain text with entities decoded', () => {
    expect(ok({ ...base, title: '<b>Caf&eacute;</b> &amp; dining: <i>new</i> rules' }).title).toBe('Café & dining: new rules');
  });

  it(`is cut to ${TITLE_MAX_CHARS} characters`, () => {
    const title = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const article = ok({ ...base, title });
    expect(article.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(article.title.endsWith('...')).toBe(true);
    expect(title.startsWith(article.title.slice(0, -3))).toBe(true);
  });
});

describe('normaliseItem: summary', () => {
  it('is the description as plain text', () => {
    expect(ok({ ...base, description: '<p>Occupancy <b>rose</b> to 87%.</p>' }).summary).toBe('Occupancy rose to 87%.');
  });

  it('is at most 200 characters, cut at a word with an ellipsis', () => {
    const description = 'Occupancy in primary markets rose again this quarter. '.repeat(10).trim();
    const { summary } = ok({ ...base, description });
    expect(summary.length).toBeLessThanOrEqual(200);
    expect(summary.length).toBeGreaterThan(150);
    expect(summary.endsWith('...')).toBe(true);
    expect(description.startsWith(summary.slice(0, -3))).toBe(true);
  });

  it('falls back to the title plus an ellipsis when there is no description or content', () => {
    expect(ok({ ...base, description: null, content: null }).summary).toBe(`${base.title}...`);
    expect(ok({ ...base, description: '  ', content: undefined }).summary).toBe(`${base.title}...`);
  });

  it('falls back to the first 150 characters of a long title', () => {
    const title = `${'Senior housing operators report record occupancy gains '.repeat(4)}`.trim();
    expect(title.length).toBeGreaterThan(150);
    const { summary } = ok({ ...base, title, description: null });
    expect(summary).toBe(`${title.slice(0, 150).trimEnd()}...`);
    expect(summary.length).toBe(153);
  });

  it('uses the content when there is no description', () => {
    const content =
      '<p>Brookdale reported improved operating margins this quarter.</p><p>Contract labor use fell sharply across its communities.</p>';
    expect(ok({ ...base, description: null, content }).summary).toBe(
      'Brookdale reported improved operating margins this quarter. Contract labor use fell sharply across its communities.',
    );
  });

  it('uses the content when the description has no text of its own (only an image)', () => {
    const article = ok({
      ...base,
      description: '<img src="https://seniorhousingnews.com/img/b.jpg" />',
      content: '<p>Brookdale reported improved operating margins this quarter.</p>',
    });
    expect(article.summary).toBe('Brookdale reported improved operating margins this quarter.');
    expect(article.imageUrl).toBe('https://seniorhousingnews.com/img/b.jpg');
  });
});

describe('normaliseItem: content', () => {
  it('is the content as plain text, else the description', () => {
    expect(ok({ ...base, content: '<div><p>Full</p><p>story</p></div>' }).content).toBe('Full story');
    expect(ok({ ...base, content: null, description: '<p>Short</p>' }).content).toBe('Short');
    expect(ok({ ...base, content: '', description: '<p>Short</p>' }).content).toBe('Short');
  });

  it(`is bounded to ${CONTENT_MAX_CHARS} characters`, () => {
    const content = `<p>${'Residents enjoy the new dining program. '.repeat(400)}</p>`;
    const article = ok({ ...base, content });
    expect(article.content.length).toBeLessThanOrEqual(CONTENT_MAX_CHARS);
    expect(article.content.length).toBeGreaterThan(CONTENT_MAX_CHARS - 50);
  });
});

describe('normaliseItem: no markup reaches title, summary or content', () => {
  it.each<[string, RawFeedItem]>([
    [
      'tags and scripts',
      {
        title: '<h1>Hello</h1><script>alert(1)</script>',
        description: '<p onclick="x()">Hi <a href="javascript:x">there</a></p><style>p{}</style>',
        content: '<iframe src="https://evil.site.com"></iframe><p>Body</p>',
      },
    ],
    [
      'encoded markup',
      {
        title: '&lt;script&gt;alert(1)&lt;/script&gt;Title',
        description: '&lt;img src=x onerror=alert(1)&gt;Summary',
        content: '&lt;b&gt;Bold&lt;/b&gt; body',
      },
    ],
    [
      'comments and CDATA-like text',
      {
        title: 'Title <!-- hidden -->here',
        description: '<![CDATA[ trick ]]>text',
        content: '<svg onload="alert(1)"></svg>Body',
      },
    ],
  ])('%s', (_label, item) => {
    const article = ok({ ...base, ...item });
    for (const text of [article.title, article.summary, article.content]) {
      expect(text).not.toMatch(MARKUP);
      expect(text).not.toMatch(/[<>]/);
    }
    expect(article.title).not.toBe('');
  });

  it('keeps the readable words of a tagged title', () => {
    expect(ok({ ...base, title: '<h1>Hello</h1><script>alert(1)</script> world' }).title).toBe('Hello world');
  });
});

describe('normaliseItem: category', () => {
  it('is read from the title and summary', () => {
    expect(ok({ ...base, title: 'CMS finalizes staffing rule for nursing homes', description: null }).category).toBe(
      'regulations',
    );
  });

  it('keeps the feed default when nothing matches', () => {
    expect(ok({ ...base, title: 'A quiet week in Ohio', description: 'Nothing much happened.' }).category).toBe('senior-housing');
  });

  it('is senior-living when nothing matches and the feed has no default', () => {
    const feed = { ...FEED, defaultCategory: null };
    expect(ok({ ...base, title: 'A quiet week in Ohio', description: 'Nothing much happened.' }, feed).category).toBe(
      'senior-living',
    );
  });
});

describe('normaliseItem: image', () => {
  const img = (src: string) => `<p>Text</p><img class="wp-post-image" src="${src}" alt="">`;

  it.each<[string, RawFeedItem, string]>([
    [
      'the first usable imageUrls entry wins over the content',
      {
        imageUrls: ['https://cdn.seniorhousingnews.com/a.jpg', 'https://cdn.seniorhousingnews.com/b.jpg'],
        content: img('https://cdn.seniorhousingnews.com/c.jpg'),
      },
      'https://cdn.seniorhousingnews.com/a.jpg',
    ],
    [
      'empty, http and javascript: imageUrls are passed over',
      {
        imageUrls: [
          null,
          undefined,
          '',
          'http://cdn.seniorhousingnews.com/a.jpg',
          'javascript:alert(1)',
          'https://cdn.seniorhousingnews.com/b.jpg',
        ],
      },
      'https://cdn.seniorhousingnews.com/b.jpg',
    ],
    [
      'then the first <img> in the content',
      {
        imageUrls: ['http://cdn.seniorhousingnews.com/a.jpg'],
        content: img('https://cdn.seniorhousingnews.com/c.jpg'),
        description: img('https://cdn.seniorhousingnews.com/d.jpg'),
      },
      'https://cdn.seniorhousingnews.com/c.jpg',
    ],
    [
      'then the first <img> in the description',
      { content: '<p>No picture</p>', description: img('https://cdn.seniorhousingnews.com/d.jpg') },
      'https://cdn.seniorhousingnews.com/d.jpg',
    ],
    [
      'an http <img> in the content is ignored in favour of the description',
      { content: img('http://cdn.seniorhousingnews.com/c.jpg'), description: img('https://cdn.seniorhousingnews.com/d.jpg') },
      'https://cdn.seniorhousingnews.com/d.jpg',
    ],
    [
      'single quotes and &amp; in the src',
      { content: "<img alt='x' src='https://cdn.seniorhousingnews.com/i.jpg?w=600&amp;h=400'>" },
      'https://cdn.seniorhousingnews.com/i.jpg?w=600&h=400',
    ],
    [
      'a protocol-relative image becomes https',
      { imageUrls: ['//cdn.seniorhousingnews.com/a.jpg'] },
      'https://cdn.seniorhousingnews.com/a.jpg',
    ],
    [
      'a root-relative <img> is resolved against the article',
      { content: img('/wp-content/uploads/2026/11/w.jpg') },
      'https://seniorhousingnews.com/wp-content/uploads/2026/11/w.jpg',
    ],
    [
      'a bare file name is a path on the article’s site, not a host',
      { content: img('welltower.jpg') },
      'https://seniorhousingnews.com/2026/11/welltower-deal/welltower.jpg',
    ],
  ])('%s', (_label, item, expected) => {
    expect(ok({ ...base, description: null, ...item }).imageUrl).toBe(expected);
  });

  it.each<[string, RawFeedItem]>([
    ['no image at all', {}],
    [
      'only http images',
      { imageUrls: ['http://cdn.seniorhousingnews.com/a.jpg'], content: img('http://cdn.seniorhousingnews.com/b.jpg') },
    ],
    [
      'javascript: and data: sources',
      { imageUrls: ['javascript:alert(1)'], content: img('data:image/gif;base64,R0lGODlhAQABAAAAACw=') },
    ],
    ['placeholder images', { imageUrls: ['https://via.placeholder.com/600x400', 'https://example.com/a.jpg'] }],
    [
      'an http article link makes a relative image http too',
      { link: 'http://seniorhousingnews.com/story', content: img('/img/a.jpg') },
    ],
  ])('falls back to the category picture: %s', (_label, item) => {
    expect(ok({ ...base, description: null, ...item }).imageUrl).toBe('/images/categories/investment.svg');
  });

  it.each(CATEGORIES.map((c) => [c] as [Category]))('the category picture for %s', (category) => {
    expect(categoryImage(category)).toBe(`/images/categories/${category}.svg`);
    const feed = { ...FEED, defaultCategory: category };
    expect(ok({ title: 'A quiet week in Ohio', link: LINK }, feed).imageUrl).toBe(`/images/categories/${category}.svg`);
  });
});

describe('parsePublished', () => {
  it.each<[string, string | null | undefined, string]>([
    ['RFC 822', 'Mon, 23 Nov 2026 08:00:00 GMT', '2026-11-23T08:00:00.000Z'],
    ['RFC 822 with an offset', 'Mon, 23 Nov 2026 08:00:00 -0500', '2026-11-23T13:00:00.000Z'],
    ['ISO 8601', '2026-11-22T10:30:00Z', '2026-11-22T10:30:00.000Z'],
    ['ISO 8601 with an offset', '2026-11-22T10:30:00+02:00', '2026-11-22T08:30:00.000Z'],
    ['surrounding whitespace', '\n  2026-11-22T10:30:00Z \n', '2026-11-22T10:30:00.000Z'],
    ['garbage', 'not a date', NOW.toISOString()],
    ['impossible month', '2026-13-45T00:00:00Z', NOW.toISOString()],
    ['empty', '', NOW.toISOString()],
    ['blank', '   ', NOW.toISOString()],
    ['null', null, NOW.toISOString()],
    ['undefined', undefined, NOW.toISOString()],
    ['far future', '2031-01-01T00:00:00Z', NOW.toISOString()],
    ['a day ahead', '2026-11-24T12:00:00Z', NOW.toISOString()],
    ['just over the hour of tolerance', '2026-11-23T13:00:01Z', NOW.toISOString()],
    ['a feed clock 30 minutes ahead', '2026-11-23T12:30:00Z', '2026-11-23T12:30:00.000Z'],
    ['exactly one hour ahead', '2026-11-23T13:00:00Z', '2026-11-23T13:00:00.000Z'],
  ])('%s', (_label, value, expected) => {
    expect(parsePublished(value, NOW).toISOString()).toBe(expected);
  });

  it('returns now itself, not a copy of another time', () => {
    expect(parsePublished('nonsense', NOW).getTime()).toBe(NOW.getTime());
  });

  it('normaliseItem uses it', () => {
    expect(ok({ ...base, published: 'yesterday-ish' }).publishedAt.toISOString()).toBe(NOW.toISOString());
    expect(ok({ ...base, published: '2099-01-01T00:00:00Z' }).publishedAt.toISOString()).toBe(NOW.toISOString());
    expect(ok({ ...base, published: undefined }).publishedAt.toISOString()).toBe(NOW.toISOString());
  });
});
