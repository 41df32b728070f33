/**
 * Turning feed markup into plain text. Everything a reader sees of a feed goes through here first,
 * so markup or script in a feed can never reach a browser as markup.
 *
 * The markup is read by htmlparser2's tokenizer (quoted attributes, comments, CDATA and raw-text
 * elements as a browser reads them) and entities are decoded with the full HTML5 table of the
 * `entities` package; both are pure JavaScript, so this module still runs in the browser.
 */
import { decodeHTML, DecodingMode } from 'entities/decode';
import { Parser } from 'htmlparser2';

/**
 * Code points that are never text: C0 controls but tab and line breaks, DEL and the C1 controls,
 * and U+FFFD (what a decoder leaves where it met something broken: a reader sees "�").
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g;

/**
 * Decode character references once, as a browser reads them in text: the full HTML5 table, names
 * case-sensitive (`&Eacute;` is É, `&eacute;` is é), the legacy names that work without their
 * semicolon (`&amp bread`, `&copy 2024`), numeric references with or without one, and &#128;–&#159;
 * read as windows-1252 (`&#146;` is ’). Unknown names stay as text; references to control
 * characters, surrogates or nothing at all are dropped.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return decodeHTML(text, DecodingMode.Legacy).replace(NOT_TEXT, '');
}

/** windows-1252's characters for bytes 0x80–0x9F (undefined bytes stay as their Latin-1 controls). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252_BYTE = new Map<string, number>([...CP1252_HIGH].map((char, index) => [char, 0x80 + index]));
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A word of characters that windows-1252 can encode, holding a UTF-8 lead byte read as Latin-1. */
const SUSPECT_RUN = /[\u0021-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*[\u00c2-\u00f4][\u0021-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*/g;

/**
 * Undo UTF-8 that was read as windows-1252 somewhere upstream ("RÃ©sidence" → "Résidence",
 * "â€œquotedâ€" → "“quoted”"): a run is re-encoded as windows-1252 bytes and kept as UTF-8 only
 * when those bytes are well-formed UTF-8 and shorter, which ordinary Latin-1 text never is.
 */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return text.replace(SUSPECT_RUN, (run) => {
    const bytes = new Uint8Array(run.length);
    for (let i = 0; i < run.length; i++) {
      const code = run.charCodeAt(i);
      const byte = code <= 0xff ? code : CP1252_BYTE.get(run[i]!);
      if (byte === undefined) return run;
      bytes[i] = byte;
    }
    try {
      const repaired = strictUtf8.decode(bytes);
      return repaired.length < run.length ? repaired : run;
    } catch {
      return run;
    }
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
  // Text that was never markup is cleaned the same way: no "�", no control characters, no mojibake.
  return repairMojibake(clean).replace(NOT_TEXT, '').replace(/\s+/g, ' ').trim();
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

/** Why a request whose text holds a NUL is refused: PostgreSQL stores no NUL in text, and no field needs one. */
export const NUL_REFUSED = 'Text must not contain the NUL character (\\u0000).';

/**
 * Whether a string, or any string inside an array or object (keys too), holds a NUL character.
 * Walked with a stack of its own, not by recursion: JSON.parse accepts arrays nested thousands deep,
 * and a recursive walk would overflow on them (a 500 from the check meant to prevent one).
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
