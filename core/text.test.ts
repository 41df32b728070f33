import { describe, it, expect } from 'vitest';
import { cleanSearchText, containsNul, decodeEntities, htmlToText, repairMojibake, truncate } from './text';

describe('decodeEntities', () => {
  it.each([
    ['&amp; &lt; &gt; &quot; &apos;', `& < > " '`],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&ndash; &mdash; &hellip; &lsquo;&rsquo; &ldquo;&rdquo;', '– — … ‘’ “”'],
    ['caf&eacute; se&ntilde;or &copy; &reg; &trade; &euro;5', 'café señor © ® ™ €5'],
    ['&AMP; &LT; &Lt;', '& < ≪'],
    ['&Eacute;cole &eacute;t&eacute;', 'École été'],
    ['&hearts; &rarr; &frac34; &alpha;&Omega; &NotEqualTilde;', '♥ → ¾ αΩ ≂̸'],
    ['&#150; &#146;s &#128;5', '– ’s €5'],
    ['&#233; &#xE9; &#XE9; &#x41;&#66;', 'é é é AB'],
    ['&#x1F600;', '😀'],
    ['&#39;quoted&#39;', "'quoted'"],
  ])('%j → %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });

  it.each([
    ['unknown named entity', '&bogus; &nosuchthing;', '&bogus; &nosuchthing;'],
    ['bare ampersand', 'AT&T and R&D', 'AT&T and R&D'],
    ['a name in the wrong case', '&EACUTE; &Hearts;', '&EACUTE; &Hearts;'],
  ])('leaves %s alone', (_label, input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });

  it.each([
    ['NUL', '&#0;'],
    ['bell', '&#7;'],
    ['escape', '&#x1B;'],
    ['lone surrogate', '&#xD800;'],
    ['C1 control without a windows-1252 meaning', '&#x81;'],
    ['beyond Unicode', '&#x110000;'],
  ])('drops a %s code point', (_label, entity) => {
    expect(decodeEntities(`a${entity}b`)).toBe('ab');
  });

  it('keeps tab and newline code points', () => {
    expect(decodeEntities('a&#9;b&#10;c')).toBe('a\tb\nc');
  });

  it.each([
    [
      'legacy names without their semicolon, as a browser reads text',
      '&amp bread &copy 2026 caf&eacute &nbspx',
      '& bread © 2026 café \u00a0x',
    ],
    ['numeric references without their semicolon', '&#8217s &#x2019 &#233', '’s ’ é'],
    ['uncommon HTML5 names', '&bigstar; &phone; &NotNestedGreaterGreater; &frac58; &ang; &Scaron;', '★ ☎ ⪢̸ ⅝ ∠ Š'],
  ])('decodes %s', (_label, input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });

  it('never leaves U+FFFD behind, from a reference or from the text itself', () => {
    expect(decodeEntities('a&#xFFFD;b\uFFFDc&#0;d')).toBe('abcd');
  });

  it('decodes only once', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });
});

describe('htmlToText', () => {
  it.each([
    ['plain text', 'Occupancy rose again.', 'Occupancy rose again.'],
    ['tags', '<p>Hello <b>world</b></p>', 'Hello world'],
    ['tags with attributes', '<a href="https://x.org" class="link">Read more</a>', 'Read more'],
    [
      'self-closing and void tags',
      'Line one<br/>Line two<br>Line <img src="x.png" alt="x"/>three',
      'Line one Line two Line three',
    ],
    ['upper-case tags', '<DIV><P>Shout</P></DIV>', 'Shout'],
    ['script contents', 'Before<script type="text/javascript">alert("x"); var s = "<p>";</script>After', 'Before After'],
    ['upper-case script', 'A<SCRIPT>evil()</SCRIPT >B', 'A B'],
    ['unclosed script tag', 'A<script>alert(1)', 'A alert(1)'],
    ['style contents', '<style>.a { color: red; }</style>Text', 'Text'],
    [
      'noscript, iframe, object and template contents',
      '<noscript>n</noscript><iframe src="x">i</iframe><object>o</object><template>t</template>Kept',
      'Kept',
    ],
    ['comments', 'A<!-- hidden -->B', 'A B'],
    ['multi-line comments', 'A<!--\n<p>hidden</p>\n-->B', 'A B'],
    ['doctype', '<!DOCTYPE html><p>Hi</p>', 'Hi'],
    ['named entities', 'Caf&eacute; &amp; bar &ndash; &ldquo;open&rdquo;', 'Café & bar – “open”'],
    ['numeric entities', '&#8220;Quote&#8221; &#x2014; done', '“Quote” — done'],
    ['a lone "<" in prose', 'rates < 5% and 3 > 2', 'rates < 5% and 3 > 2'],
    ['an encoded "<" in prose', 'rates &lt; 5% &amp; rising', 'rates < 5% & rising'],
    ['whitespace', '  a \n\t b  <p> c </p>\r\n', 'a b c'],
    ['non-breaking spaces', 'a&nbsp;&nbsp;&nbsp;b', 'a b'],
    ['empty input', '', ''],
    ['markup only', '<p> <br/> </p>', ''],
  ])('handles %s', (_label, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it.each([
    ['&lt;script&gt;alert(1)&lt;/script&gt;', 'alert(1)'],
    ['Hi &lt;script src="//evil.example/x.js"&gt;&lt;/script&gt; there', 'Hi there'],
    ['&#60;script&#62;alert(1)&#60;/script&#62;', 'alert(1)'],
    ['&#x3C;SCRIPT&#x3E;alert(1)&#x3C;/SCRIPT&#x3E;', 'alert(1)'],
    ['&lt;img src=x onerror=alert(1)&gt;Caption', 'Caption'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt>alert(1)'],
    ['&lt;scr&lt;script&gt;ipt&gt;alert(1)', 'ipt>alert(1)'],
  ])('never turns %j into live markup', (html, text) => {
    const result = htmlToText(html);
    expect(result).toBe(text);
    expect(result.toLowerCase()).not.toContain('<script');
    expect(result).not.toMatch(/<[a-z][^>]*>/i);
  });

  it('keeps double-encoded markup as harmless literal text', () => {
    const result = htmlToText('&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;');
    expect(result).toBe('&lt;b&gt;bold&lt;/b&gt;');
    expect(result).not.toContain('<');
  });

  it('does not glue words together where tags were', () => {
    expect(htmlToText('<li>one</li><li>two</li>')).toBe('one two');
  });

  it.each([
    ['the full entity set, case-sensitive', '&Eacute;cole &hearts; <a title="a>b">Link</a>', 'École ♥ Link'],
    ['a ">" inside a double-quoted attribute', '<img alt="1 > 0" src="x.png">Shown', 'Shown'],
    ['a ">" inside a single-quoted attribute', "<a title='x>y' href='/'>Shown</a>", 'Shown'],
    ['numeric and hex entities', '&#38; &#x26; &#X26; &#8364; &#x20AC; &#x1f3e0;', '& & & € € 🏠'],
    ['unknown entities as text', 'AT&T &bogus; &madeup123; &amp bread', 'AT&T &bogus; &madeup123; & bread'],
    ['nested inline and block tags', '<div><p>One <b>t<i>w</i>o</b></p><ul><li>three</li></ul></div>', 'One two three'],
    ['unclosed tags', '<p>One <b>two <i>three', 'One two three'],
    ['stray closing tags', 'One</b></p> two</span>', 'One two'],
    ['an unclosed comment', 'Shown<!-- hidden to the end <p>x</p>', 'Shown'],
    ['a comment holding a tag', 'A<!-- <script>alert(1)</script> -->B', 'A B'],
    ['CDATA kept as text, its markup removed', 'A <![CDATA[Occupancy <b>rose</b> 5%]]> B', 'A Occupancy rose 5% B'],
    ['a split "</scr" + "ipt>" inside a script', '<script>var s = "</scr" + "ipt>"; evil()</script>Kept', 'Kept'],
    ['a script ended by the first "</script>", as in a browser', '<script>s = "</script>"; evil()</script>Kept', '"; evil()Kept'],
    ['a style holding markup', '<style>p::after { content: "<b>x</b>" }</style>Kept', 'Kept'],
    ['nested hidden elements', '<noscript><object>o<script>s</script></object>n</noscript>Kept', 'Kept'],
    ['a hidden element closed by its parent', '<div><object>o</div>after', 'o after'],
    ['a processing instruction', '<?xml version="1.0"?>Text', 'Text'],
  ])('handles %s', (_label, html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it.each([
    ['an attribute value holding a tag', '<a title="<script>alert(1)</script>">Link</a>'],
    ['an event handler', '<img src=x onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">Link</a>'],
    ['encoded markup inside CDATA', '<![CDATA[&lt;img src=x onerror=alert(1)&gt;]]>'],
    ['hex-encoded markup', '&#x3c;iframe src=//evil.example&#x3e;&#x3c;/iframe&#x3e;Text'],
    ['encoded markup with a ">" in an attribute', '&lt;a title="x>y" href="//evil.example"&gt;Link&lt;/a&gt;'],
  ])('leaves no markup from %s', (_label, html) => {
    const result = htmlToText(html);
    expect(result).not.toMatch(/<[a-z/!?]/i);
    expect(result).not.toMatch(/on\w+=|javascript:/i);
  });

  it('finishes on a megabyte of input, adversarial or not', () => {
    const inputs = [
      '<p>Occupancy rose in <b>primary</b> markets &amp; beyond.</p>'.repeat(17_000),
      '<a '.repeat(350_000),
      '&lt;a '.repeat(175_000),
      '<!--'.repeat(260_000),
      `<script>${'x'.repeat(1_000_000)}`,
      '&'.repeat(1_000_000),
      `<div title="${'>'.repeat(1_000_000)}">`,
    ];
    for (const input of inputs) {
      expect(input.length).toBeGreaterThanOrEqual(1_000_000);
      expect(typeof htmlToText(input)).toBe('string');
    }
  });
});

describe('truncate', () => {
  const sentence = 'The quick brown fox jumps over the lazy dog';

  it.each([
    ['shorter than max', 'Short text', 20, 'Short text'],
    ['exactly max', 'exactly20characters!', 20, 'exactly20characters!'],
    ['empty', '', 5, ''],
    ['cut at a word boundary', sentence, 20, 'The quick brown...'],
    ['cut at a word boundary (longer)', sentence, 30, 'The quick brown fox jumps...'],
    ['one character over', 'abcdefghijk', 10, 'abcdefg...'],
    ['no space to cut at', 'abcdefghijklmnopqrstuvwxyz', 10, 'abcdefg...'],
    ['space too early to cut at', 'ab cdefghijklmnopqrstuvwxyz', 12, 'ab cdefgh...'],
    ['trailing punctuation dropped', 'Hello, world and more text', 10, 'Hello...'],
    ['trailing dash dropped', 'Senior housing – a long story indeed', 19, 'Senior housing...'],
  ])('%s', (_label, text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it.each([10, 20, 50, 100, 200])('never exceeds max %i and ends with "..." when cut', (max) => {
    const text = 'Occupancy in primary markets rose again as new supply slowed. '.repeat(10);
    const result = truncate(text, max);
    expect(result.length).toBeLessThanOrEqual(max);
    expect(result.endsWith('...')).toBe(true);
    expect(text.startsWith(result.slice(0, -3))).toBe(true);
  });
});

describe('cleanSearchText', () => {
  it('turns NUL and other control characters into spaces and folds white space', () => {
    expect(cleanSearchText('\u0000')).toBe('');
    expect(cleanSearchText('memory\u0000care')).toBe('memory care');
    expect(cleanSearchText(' assisted\tliving\r\n\u007f REIT ')).toBe('assisted living REIT');
  });

  it('keeps every printable character, accents and symbols included', () => {
    expect(cleanSearchText('École & “Welltower” — 5%')).toBe('École & “Welltower” — 5%');
  });
});

describe('repairMojibake', () => {
  /** UTF-8 bytes read as windows-1252, as a misconfigured publisher's pipeline does it. */
  const misread = (text: string) => {
    const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
    return [...Buffer.from(text, 'utf8')].map((b) => (b >= 0x80 && b <= 0x9f ? high[b - 0x80] : String.fromCharCode(b))).join('');
  };

  it.each(['Résidence “aînés” — café™', 'Montréal’s new memory care wing', 'naïve €5 … “quoted”'])(
    'undoes %j read as windows-1252',
    (text) => {
      expect(misread(text)).not.toBe(text);
      expect(repairMojibake(misread(text))).toBe(text);
    },
  );

  it.each(['café naïve Ångström Ñandú', 'Â', 'Ã la carte', 'plain ASCII', '养老社区 “ok”', 'âge d’or'])(
    'leaves real text alone: %j',
    (text) => {
      expect(repairMojibake(text)).toBe(text);
    },
  );

  it('repairs word by word in mixed text', () => {
    expect(repairMojibake('Café in RÃ©sidence')).toBe('Café in Résidence');
  });

  it('is applied to every text htmlToText returns', () => {
    expect(htmlToText('<p>RÃ©sidence \u0093x\u0094 \uFFFD</p>')).toBe('Résidence x');
  });
});

describe('containsNul', () => {
  it('finds a NUL in a string, an array, an object’s values and its keys', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul(['fine', ['deep\u0000']])).toBe(true);
    expect(containsNul({ note: { text: '\u0000' } })).toBe(true);
    expect(containsNul({ 'key\u0000': 'fine' })).toBe(true);
  });

  it('passes text without one, other values and a backslash followed by u0000', () => {
    expect(containsNul('memory care \\u0000')).toBe(false);
    expect(containsNul({ rating: 5, tags: ['a', null, true], at: new Date(0) })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('walks arrays nested 100,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(false);
  });
});
