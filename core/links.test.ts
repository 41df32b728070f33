import { describe, it, expect } from 'vitest';
import { canonicalArticleUrl, checkArticleLink, normaliseArticleLink, resolveFeedLink, withoutTracking } from './links';

describe('checkArticleLink', () => {
  describe('rejects empty and stand-in values', () => {
    it.each(['', '   ', '#', ' # ', 'undefined', 'UNDEFINED', ' Undefined ', 'null', 'NULL', '  Null\t'])('%j', (raw) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'empty link' });
    });

    it.each([null, undefined])('%s', (raw) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'empty link' });
    });
  });

  describe('rejects schemes other than http and https', () => {
    it.each([
      ['javascript:alert(1)', 'javascript:'],
      ['JavaScript:alert(document.cookie)', 'javascript:'],
      ['  javascript:void(0)', 'javascript:'],
      ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data:'],
      ['DATA:text/html,<b>hi</b>', 'data:'],
      ['ftp://files.mcknights.com/report.pdf', 'ftp:'],
      ['mailto:editor@mcknights.com', 'mailto:'],
      ['vbscript:msgbox(1)', 'vbscript:'],
    ])('%j', (raw, scheme) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: `scheme ${scheme} not allowed` });
    });
  });

  describe('rejects links containing a stand-in word, in any case and anywhere', () => {
    it.each([
      ['https://placeholder.com/article', 'placeholder'],
      ['https://www.mcknights.com/news/PLACEHOLDER-story', 'placeholder'],
      ['https://fakenews.org/a', 'fake'],
      ['https://www.seniorhousingnews.com/2026/11/fake-story/', 'fake'],
      ['https://lorem-ipsum.net/dolor', 'lorem'],
      ['https://www.argentum.org/Lorem', 'lorem'],
      ['https://www.argentum.org/sample-article', 'sample'],
      ['https://news.org/a?ref=SAMPLE', 'sample'],
      ['http://localhost:3000/news/1', 'localhost'],
      ['https://app.localhost/story', 'localhost'],
    ])('%j (%s)', (raw, word) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: `link contains '${word}'` });
    });
  });

  describe('rejects reserved placeholder hosts', () => {
    it.each([
      'https://example.com/news/1',
      'http://www.example.com/',
      'https://EXAMPLE.COM/a',
      'https://news.example.org/story',
      'example.net/story',
      'https://journal.example/a',
      'https://news.invalid/a',
      'https://seniorliving.test/a',
    ])('%j', (raw) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'placeholder host' });
    });
  });

  describe('rejects hostnames of 3 characters or fewer', () => {
    it.each(['https://a.b/x', 'http://a.b', 'https://x.y/'])('%j', (raw) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'hostname too short' });
    });
  });

  it.each(['https://newsroom/story'])('rejects a host without a domain: %j', (raw) => {
    expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'hostname has no domain' });
  });

  describe('never reads a path as a host', () => {
    it.each([
      '/2020/08/07/json-feed-version.html',
      '2020/08/07/json-feed-version.html',
      'abc',
      'a.b/news',
      'intranet/news',
      'story.html',
      'index.php?p=12',
      './news/a',
      '../a',
      '?p=3',
    ])('%j', (raw) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'relative link without a base' });
    });
  });

  it.each(['https://0.0.7.228/08/07/json-feed-version.html', 'http://203.0.113.7/news', 'https://[2001:db8::1]/a'])(
    'rejects an address literal as the host: %j',
    (raw) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'hostname is an IP address' });
    },
  );

  it.each(['not a url', 'https://', 'http://exa mple.org/x', 'https://[bad/'])('rejects what does not parse: %j', (raw) => {
    expect(checkArticleLink(raw)).toMatchObject({ ok: false });
  });

  describe('accepts real article links', () => {
    it.each([
      ['https://www.mcknights.com/news/x', 'https://www.mcknights.com/news/x'],
      ['http://www.mcknights.com/news/x', 'http://www.mcknights.com/news/x'],
      ['HTTPS://WWW.McKnights.com/News/X', 'https://www.mcknights.com/News/X'],
      ['  https://seniorhousingnews.com/2026/11/23/story/  ', 'https://seniorhousingnews.com/2026/11/23/story/'],
      ['https://www.argentum.org', 'https://www.argentum.org/'],
      ['https://www.nic.org/analytics/?q=occupancy#top', 'https://www.nic.org/analytics/?q=occupancy#top'],
      // Hostname of exactly 4 characters is long enough.
      ['https://ab.c/x', 'https://ab.c/x'],
      // Only the reserved hosts are placeholders, not hosts that merely contain "example".
      ['https://counterexample.com/a', 'https://counterexample.com/a'],
      ['https://example.com.mcknights.com/a', 'https://example.com.mcknights.com/a'],
    ])('%j → %s', (raw, url) => {
      expect(checkArticleLink(raw)).toEqual({ ok: true, url });
    });
  });

  describe('prefixes https:// to links without a scheme', () => {
    it.each([
      ['www.mcknights.com/news/x', 'https://www.mcknights.com/news/x'],
      ['mcknights.com', 'https://mcknights.com/'],
      ['seniorhousingnews.com/a/b?c=d', 'https://seniorhousingnews.com/a/b?c=d'],
      ['//www.mcknights.com/news/x', 'https://www.mcknights.com/news/x'],
      ['mcknights.com:8080/news/x', 'https://mcknights.com:8080/news/x'],
      ['www.leadingage.org/news/time:10', 'https://www.leadingage.org/news/time:10'],
    ])('%j → %s', (raw, url) => {
      expect(checkArticleLink(raw)).toEqual({ ok: true, url });
    });
  });
});

describe('normaliseArticleLink', () => {
  it.each([
    ['www.mcknights.com/news/x', 'https://www.mcknights.com/news/x'],
    ['http://www.mcknights.com/news/x', 'http://www.mcknights.com/news/x'],
    ['#', null],
    [null, null],
    ['javascript:alert(1)', null],
    ['https://example.com/a', null],
    ['https://a.b/x', null],
  ])('%j → %s', (raw, expected) => {
    expect(normaliseArticleLink(raw)).toBe(expected);
  });
});

describe('canonicalArticleUrl', () => {
  it.each([
    ['https://mcknights.com/news/x', 'https://mcknights.com/news/x'],
    ['https://www.mcknights.com/news/x', 'https://mcknights.com/news/x'],
    ['https://WWW.McKnights.COM/news/X', 'https://mcknights.com/news/X'],
    ['http://www.mcknights.com/news/x', 'https://mcknights.com/news/x'],
    ['https://news.mcknights.com/x', 'https://news.mcknights.com/x'],
    ['https://mcknights.com/news/x/', 'https://mcknights.com/news/x'],
    ['https://mcknights.com/', 'https://mcknights.com'],
    ['https://mcknights.com', 'https://mcknights.com'],
    ['https://mcknights.com/news/x#comments', 'https://mcknights.com/news/x'],
    ['https://mcknights.com/news/x?utm_source=rss&utm_medium=feed&utm_campaign=daily', 'https://mcknights.com/news/x'],
    ['https://mcknights.com/news/x?UTM_Source=rss', 'https://mcknights.com/news/x'],
    ['https://mcknights.com/news/x?fbclid=IwAR0abc&gclid=Cj0K', 'https://mcknights.com/news/x'],
    ['https://mcknights.com/news/x?z=3&a=1&m=2', 'https://mcknights.com/news/x?a=1&m=2&z=3'],
    ['https://mcknights.com/news/x?id=5&utm_source=rss&page=2', 'https://mcknights.com/news/x?id=5&page=2'],
    ['https://mcknights.com/?b=2&a=1', 'https://mcknights.com/?a=1&b=2'],
    ['http://www.mcknights.com/news/x/?utm_source=rss&p=7&fbclid=abc&a=b#top', 'https://mcknights.com/news/x?a=b&p=7'],
  ])('%s → %s', (link, canonical) => {
    expect(canonicalArticleUrl(link)).toBe(canonical);
  });

  it('gives every variant of one story the same identity', () => {
    const variants = [
      'https://www.seniorhousingnews.com/2026/11/23/deal/?p=1',
      'http://seniorhousingnews.com/2026/11/23/deal?p=1',
      'https://SeniorHousingNews.com/2026/11/23/deal/?utm_source=feedburner&p=1#respond',
      'https://seniorhousingnews.com/2026/11/23/deal?gclid=x&p=1',
    ];
    expect(new Set(variants.map(canonicalArticleUrl))).toEqual(new Set(['https://seniorhousingnews.com/2026/11/23/deal?p=1']));
  });

  it('keeps different stories apart', () => {
    expect(canonicalArticleUrl('https://mcknights.com/news/x?id=1')).not.toBe(
      canonicalArticleUrl('https://mcknights.com/news/x?id=2'),
    );
  });

  it('throws on something that is not an absolute URL', () => {
    expect(() => canonicalArticleUrl('www.mcknights.com/news/x')).toThrow();
  });
});

describe('resolveFeedLink', () => {
  it('keeps absolute links as written', () => {
    expect(resolveFeedLink('https://seniorhousingnews.com/a?x=1#y', ['https://other.org/'])).toBe(
      'https://seniorhousingnews.com/a?x=1#y',
    );
  });

  it.each([
    [
      '/2020/08/07/json-feed-version.html',
      'https://www.jsonfeed.org/feed.json',
      'https://www.jsonfeed.org/2020/08/07/json-feed-version.html',
    ],
    ['story.html', 'https://news.mcknights.com/blog/feed/', 'https://news.mcknights.com/blog/feed/story.html'],
    ['../story', 'https://news.mcknights.com/blog/feed/', 'https://news.mcknights.com/blog/story'],
    ['?p=12', 'https://argentum.org/news/index.php', 'https://argentum.org/news/index.php?p=12'],
    ['//cdn.argentum.org/a.jpg', 'http://argentum.org/', 'http://cdn.argentum.org/a.jpg'],
  ])('resolves %j against %s (RFC 3986)', (raw, base, expected) => {
    expect(resolveFeedLink(raw, [base])).toBe(expected);
  });

  it('takes the first base that exists, resolving a relative base against the later ones', () => {
    const bases = ['2024/', '/blog/', 'https://leadingage.org/feed/'];
    expect(resolveFeedLink('post.html', bases)).toBe('https://leadingage.org/blog/2024/post.html');
    expect(resolveFeedLink('post.html', [null, undefined, '', 'https://leadingage.org/feed/'])).toBe(
      'https://leadingage.org/feed/post.html',
    );
  });

  it('reads "www." as a host whatever the base', () => {
    expect(resolveFeedLink('www.bisnow.com/national/a', ['https://feeds.bisnow.com/x'])).toBe(
      'https://www.bisnow.com/national/a',
    );
  });

  it('without any base, gives a bare host https:// and refuses a path', () => {
    expect(resolveFeedLink('seniorhousingnews.com/2026/a', [])).toBe('https://seniorhousingnews.com/2026/a');
    expect(resolveFeedLink('//seniorhousingnews.com/a', [])).toBe('https://seniorhousingnews.com/a');
    expect(resolveFeedLink('/2020/08/07/json-feed-version.html', [])).toBeNull();
    expect(resolveFeedLink('story.html', [null])).toBeNull();
    expect(resolveFeedLink('', ['https://a.org/'])).toBeNull();
  });

  it.each(['#', '#comments', 'undefined', 'null'])('never turns the stand-in %j into the base itself', (raw) => {
    expect(resolveFeedLink(raw, ['https://seniorhousingnews.com/'])).toBeNull();
  });
});

describe('withoutTracking', () => {
  it.each([
    ['https://seniorhousingnews.com/a/?utm_source=rss&utm_medium=feed&utm_campaign=x', 'https://seniorhousingnews.com/a/'],
    ['https://bisnow.com/a?id=7&fbclid=IwAR0x&gclid=Cj0&page=2', 'https://bisnow.com/a?id=7&page=2'],
    ['https://argentum.org/a?mc_cid=1&mc_eid=2&_hsenc=p2&_hsmi=3&igshid=4#comments', 'https://argentum.org/a#comments'],
    ['https://argentum.org/a?UTM_Source=x&q=senior%20living', 'https://argentum.org/a?q=senior%20living'],
    ['https://argentum.org/a?mkt_tok=x&msclkid=y&yclid=z&srsltid=w&_ga=1&pk_campaign=c&mtm_source=s', 'https://argentum.org/a'],
  ])('%s', (raw, expected) => {
    expect(withoutTracking(raw)).toBe(expected);
  });

  it('keeps everything else exactly as written, parameter order included', () => {
    const link = 'https://www.mcknights.com/news/a?b=2&a=1&ref=homepage&source=rss';
    expect(withoutTracking(link)).toBe(link);
  });

  it('leaves something that is not a URL alone', () => {
    expect(withoutTracking('not a url')).toBe('not a url');
  });
});
