/**
 * Turning feed markup into plain text. Everything a reader sees of a feed goes through here first,
 * so markup or script in a feed can never reach a browser as markup.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  oacute: 'ó',
  uacute: 'ú',
  iacute: 'í',
  ntilde: 'ñ',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  deg: '°',
  frac12: '½',
  pound: '£',
  euro: '€',
  cent: '¢',
  sect: '§',
  para: '¶',
  laquo: '«',
  raquo: '»',
  times: '×',
};

function codePointToText(code: number): string {
  // Refuse control characters and invalid code points instead of smuggling them into text.
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    return '';
  }
  if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return '';
  return String.fromCodePoint(code);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return codePointToText(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

const BLOCK_TAG =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer|figure|figcaption|pre|dd|dt|dl)\b[^>]*>/gi;

/** Plain text from HTML: scripts, styles and comments dropped, tags removed, entities decoded. */
export function htmlToText(html: string): string {
  const withoutBlocks = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|iframe|object|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<(script|style|noscript|iframe|object|template)\b[^>]*>/gi, ' ');
  // Block-level tags separate words; inline tags (<b>, <a>, <span>…) do not, as in a browser.
  const withoutTags = withoutBlocks.replace(BLOCK_TAG, ' ').replace(/<\/?[a-z!][^>]*>/gi, '');
  // Entities are decoded after tags are removed, so an encoded "&lt;script&gt;" stays literal text.
  const decoded = decodeEntities(withoutTags);
  // A second pass removes markup that was double-encoded in the feed ("&amp;lt;b&amp;gt;").
  const clean = /<\/?[a-z][^>]*>/i.test(decoded) ? decoded.replace(/<\/?[a-z][^>]*>/gi, ' ') : decoded;
  return clean.replace(/\s+/g, ' ').trim();
}

/** Cut to at most `max` characters at a word boundary, ending with '...' when anything was cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 3;
  const cut = text.slice(0, room);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > room * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.\-–—]+$/, '')}...`;
}
