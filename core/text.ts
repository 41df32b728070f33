/**
 * Turning feed markup into plain text. Everything a reader sees of a feed goes through here first,
 * so markup or script in a feed can never reach a browser as markup.
 *
 * The markup is read by htmlparser2's tokenizer (quoted attributes, comments, CDATA and raw-text
 * elements as a browser reads them) and entities are decoded with the full HTML5 table of the
 * `entities` package; both are pure JavaScript, so this module still runs in the browser.
 */
import { decodeHTMLStrict, replaceCodePoint } from 'entities/decode';
import { Parser } from 'htmlparser2';

const NUMERIC_OR_NAMED_ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

function codePointToText(code: number): string {
  // Refuse invalid code points and control characters instead of smuggling them into text.
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    return '';
  }
  // HTML5 reads &#128;–&#159; as windows-1252 (&#146; is ’): feeds written on Windows rely on it.
  const replaced = replaceCodePoint(code);
  if ((replaced < 0x20 && replaced !== 0x09 && replaced !== 0x0a && replaced !== 0x0d) || (replaced >= 0x7f && replaced < 0xa0)) {
    return '';
  }
  return String.fromCodePoint(replaced);
}

/**
 * Decode character references once, with the full HTML5 table. Names are case-sensitive as in HTML
 * (`&Eacute;` is É, `&eacute;` is é); a reference needs its semicolon; unknown names stay as text.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(NUMERIC_OR_NAMED_ENTITY, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return codePointToText(code);
    }
    return decodeHTMLStrict(match);
  });
}

/** Block-level elements separate words; inline ones (<b>, <a>, <span>…) do not, as in a browser. */
const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'pre',
  'dd',
  'dt',
  'dl',
]);

/** Elements whose content is never shown as text. */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'noscript', 'iframe', 'object', 'template']);

/** Text of a hidden element, held until we know whether the element was really closed. */
interface HiddenFrame {
  name: string;
  text: string[];
}

/**
 * Text and word breaks from one pass of the tokenizer. Entities are left as they are here and
 * decoded afterwards by `decodeEntities`, so one rule decodes every reference.
 */
function tokenizeToText(html: string, hideContent: boolean): string {
  const out: string[] = [];
  const hidden: HiddenFrame[] = [];
  const emit = (piece: string) => {
    const frame = hidden.at(-1);
    if (frame) frame.text.push(piece);
    else out.push(piece);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (BLOCK_ELEMENTS.has(name) || HIDDEN_ELEMENTS.has(name) || !hideContent) emit(' ');
        if (hideContent && HIDDEN_ELEMENTS.has(name)) hidden.push({ name, text: [] });
      },
      onclosetag(name, isImplied) {
        if (hideContent && HIDDEN_ELEMENTS.has(name) && hidden.at(-1)?.name === name) {
          const frame = hidden.pop()!;
          // Never closed before the input ended: a feed cut short, not a script. Its words are shown,
          // as text like everything else, as the regular-expression version did.
          if (isImplied) for (const piece of frame.text) emit(piece);
        }
        if (BLOCK_ELEMENTS.has(name) || HIDDEN_ELEMENTS.has(name) || !hideContent) emit(' ');
      },
      ontext(text) {
        emit(text);
      },
      oncomment() {
        emit(' ');
      },
      onprocessinginstruction() {
        emit(' ');
      },
    },
    { decodeEntities: false, recognizeCDATA: true, lowerCaseTags: true },
  );
  parser.end(html);
  return out.join('');
}

/**
 * Plain text from HTML: scripts, styles and comments dropped, tags removed, entities decoded,
 * whitespace collapsed.
 */
export function htmlToText(html: string): string {
  // Entities are decoded after tags are removed, so an encoded "&lt;script&gt;" is text, not a tag.
  const decoded = decodeEntities(tokenizeToText(html, true));
  // A second pass removes markup that was encoded in the feed ("&lt;b&gt;"); its entities are not
  // decoded again, so double-encoded markup ("&amp;lt;b&amp;gt;") stays harmless literal text.
  const clean = decoded.includes('<') ? tokenizeToText(decoded, false) : decoded;
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

/**
 * Text a reader typed into a search box or a URL, made safe to compare and to send to PostgreSQL:
 * control characters (NUL above all, which PostgreSQL refuses in text) become spaces, runs of
 * white space fold into one, and the ends are trimmed.
 */
export function cleanSearchText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
