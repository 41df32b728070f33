import { describe, it, expect } from 'vitest';
import { canonicalArticleUrl, checkArticleLink, normaliseArticleLink } from './links';

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
    it.each(['https://a.b/x', 'http://a.b', 'abc', 'https://x.y/', 'a.b/news'])('%j', (raw) => {
      expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'hostname too short' });
    });
  });

  it.each(['https://newsroom/story', 'intranet/news'])('rejects a host without a domain: %j', (raw) => {
    expect(checkArticleLink(raw)).toEqual({ ok: false, reason: 'hostname has no domain' });
  });

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
