/**
 * The embed generator's option sets and the code each writes (reader-experience.md §2 and §9):
 * tabs Optimized Fix (default), Mobile Focused and Basic Embed; the spec's sizes (responsive 100% by
 * 800, large 1200x800, medium 800x600, mobile a 4:3 wrapper); every iframe snippet carries the
 * listener that sizes the frame to the height the page reports. Pure: the page previews and copies
 * what this returns, and the tests read it.
 */
import { EMBED_TEXT } from './messages/embed';
import {
  DEFAULT_EMBED_OPTIONS,
  EMBED_HEIGHT_MESSAGE,
  EMBED_SCRIPT_PATH,
  embedQueryString,
  type EmbedFlag,
  type EmbedOptions,
} from './embed';

export const EMBED_OPTION_SETS = ['optimized', 'mobile', 'basic'] as const;
export type EmbedOptionSet = (typeof EMBED_OPTION_SETS)[number];

/** How the frame is sized on the host page. */
export type EmbedSize =
  | { kind: 'fixed'; width: string; height: string }
  /** The spec's mobile wrapper: a box with padding-bottom 75% (4:3) holding the frame. */
  | { kind: 'aspect'; paddingBottom: '75%' };

export interface EmbedOption {
  id: string;
  label: string;
  description: string;
  recommended: boolean;
  /** An iframe of /embed, or the script widget (/embed.js) in a Shadow DOM root. */
  kind: 'iframe' | 'script';
  flags: readonly EmbedFlag[];
  size: EmbedSize;
  /** The frame is sandboxed: it can open articles in new tabs but never navigate or script the host page. */
  sandboxed: boolean;
}

const fixed = (width: string, height: string): EmbedSize => ({ kind: 'fixed', width, height });
const FOUR_BY_THREE: EmbedSize = { kind: 'aspect', paddingBottom: '75%' };

export const EMBED_SETS: Record<EmbedOptionSet, { label: string; options: readonly EmbedOption[] }> = {
  optimized: {
    label: 'Optimized Fix',
    options: [
      {
        id: 'isolation-complete',
        label: 'Complete isolation',
        description:
          'A sandboxed, frameless feed that grows to its content. Nothing of your page reaches it, nothing of it reaches your page.',
        recommended: true,
        kind: 'iframe',
        flags: ['embed', 'isolation'],
        size: fixed('100%', '800'),
        sandboxed: true,
      },
      {
        id: 'responsive-isolation',
        label: 'Responsive isolation',
        description: 'Complete isolation whose columns follow the width you give it.',
        recommended: false,
        kind: 'iframe',
        flags: ['embed', 'isolation', 'responsive'],
        size: fixed('100%', '800'),
        sandboxed: true,
      },
      {
        id: 'shadow-dom',
        label: 'Shadow DOM',
        description: 'No frame: a small script draws the feed into a Shadow DOM root in your page, with its own styles.',
        recommended: false,
        kind: 'script',
        flags: ['embed', 'shadow'],
        size: fixed('100%', '800'),
        sandboxed: false,
      },
      {
        id: 'viewport-optimized',
        label: 'Viewport optimized',
        description: 'Fills the height of the screen and scrolls inside it.',
        recommended: false,
        kind: 'iframe',
        flags: ['embed', 'viewport'],
        size: fixed('100%', '100vh'),
        sandboxed: false,
      },
    ],
  },
  mobile: {
    label: 'Mobile Focused',
    options: [
      {
        id: 'mobile-optimized',
        label: 'Mobile optimized',
        description: 'One column with large touch targets, growing to its content.',
        recommended: true,
        kind: 'iframe',
        flags: ['mobile', 'responsive'],
        size: fixed('100%', '600'),
        sandboxed: false,
      },
      {
        id: 'responsive-container',
        label: 'Responsive container',
        description: 'One column in a 4:3 box that scales with your layout.',
        recommended: false,
        kind: 'iframe',
        flags: ['mobile', 'responsive', 'viewport'],
        size: FOUR_BY_THREE,
        sandboxed: false,
      },
      {
        id: 'minimal-mobile',
        label: 'Minimal mobile',
        description: 'One column without margins or background, blending into your page.',
        recommended: false,
        kind: 'iframe',
        flags: ['mobile', 'embed'],
        size: fixed('100%', '600'),
        sandboxed: false,
      },
      {
        id: 'fullscreen-mobile',
        label: 'Fullscreen mobile',
        description: 'One column filling the whole screen, for a page of its own.',
        recommended: false,
        kind: 'iframe',
        flags: ['mobile', 'viewport'],
        size: fixed('100%', '100vh'),
        sandboxed: false,
      },
    ],
  },
  basic: {
    label: 'Basic Embed',
    options: [
      {
        id: 'responsive',
        label: 'Responsive',
        description: 'Full width, 800 pixels tall to start, growing to its content.',
        recommended: false,
        kind: 'iframe',
        flags: ['responsive'],
        size: fixed('100%', '800'),
        sandboxed: false,
      },
      {
        id: 'large',
        label: 'Large',
        description: '1200 by 800 pixels.',
        recommended: false,
        kind: 'iframe',
        flags: ['viewport'],
        size: fixed('1200', '800'),
        sandboxed: false,
      },
      {
        id: 'medium',
        label: 'Medium',
        description: '800 by 600 pixels.',
        recommended: false,
        kind: 'iframe',
        flags: ['viewport'],
        size: fixed('800', '600'),
        sandboxed: false,
      },
      {
        id: 'mobile',
        label: 'Mobile',
        description: 'One column in a 4:3 box (padding-bottom 75%).',
        recommended: false,
        kind: 'iframe',
        flags: ['mobile', 'viewport'],
        size: FOUR_BY_THREE,
        sandboxed: false,
      },
    ],
  },
};

export const DEFAULT_EMBED_SET: EmbedOptionSet = 'optimized';

export function isEmbedOptionSet(value: unknown): value is EmbedOptionSet {
  return typeof value === 'string' && (EMBED_OPTION_SETS as readonly string[]).includes(value);
}

/** The set's recommended option, else its first. */
export function defaultOption(set: EmbedOptionSet): EmbedOption {
  const { options } = EMBED_SETS[set];
  return options.find((option) => option.recommended) ?? options[0]!;
}

export function findOption(set: EmbedOptionSet, id: string): EmbedOption | undefined {
  return EMBED_SETS[set].options.find((option) => option.id === id);
}

/** What the host chooses besides the option: the feed's source page, category, count and theme. */
export type EmbedChoices = Pick<EmbedOptions, 'category' | 'limit' | 'theme'> & { source: string };

export type EmbedSnippetResult =
  { ok: true; code: string; src: string; origin: string; scriptSrc: string | null } | { ok: false; error: string };

/** The sandbox of isolated frames: scripts and forms of its own, articles in new, unsandboxed tabs. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Marks our frames for the resize listener, which leaves every other frame of the host alone. */
export const EMBED_FRAME_ATTRIBUTE = 'data-senior-housing-feed-frame';
/** Marks the element the script widget draws into; its data-category, data-count, data-theme choose. */
export const EMBED_WIDGET_ATTRIBUTE = 'data-senior-housing-feed';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A string literal safe inside an inline <script> (no `</script>` can close it). */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The embed source as typed: an http(s) address of the page to frame (its query is ours to write). */
export function parseEmbedSource(source: string): URL | null {
  try {
    const url = new URL(source.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.search = '';
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

/**
 * The listener every iframe snippet carries: it sizes our frame (found by its marker and by being
 * the message's sender) to the height the framed page posts, and only when the message comes from
 * the feed's origin.
 */
export function resizeListener(origin: string): string {
  return (
    `<script>window.addEventListener("message",function(e){` +
    `if(e.origin!==${scriptString(origin)}||!e.data||e.data.type!==${scriptString(EMBED_HEIGHT_MESSAGE)})return;` +
    `var f=document.querySelectorAll("iframe[${EMBED_FRAME_ATTRIBUTE}]");` +
    `for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source)f[i].style.height=Math.ceil(Number(e.data.height))+"px";` +
    `});</script>`
  );
}

function iframeTag(src: string, option: EmbedOption, style: string, size: string): string {
  const sandbox = option.sandboxed ? ` sandbox="${EMBED_SANDBOX}"` : '';
  return `<iframe src="${attribute(src)}" title="${EMBED_TEXT.title}"${size} style="${style}" loading="lazy"${sandbox} ${EMBED_FRAME_ATTRIBUTE}></iframe>`;
}

/** The code a host pastes for `option` with `choices`, or why there is none (a source that is no web address). */
export function embedSnippet(option: EmbedOption, choices: EmbedChoices): EmbedSnippetResult {
  const source = parseEmbedSource(choices.source);
  if (!source) return { ok: false, error: EMBED_TEXT.badSource };
  const options: EmbedOptions = {
    ...DEFAULT_EMBED_OPTIONS,
    flags: { ...DEFAULT_EMBED_OPTIONS.flags, ...Object.fromEntries(option.flags.map((flag) => [flag, true])) },
    category: choices.category,
    limit: choices.limit,
    theme: choices.theme,
  };
  const src = `${source.href}${embedQueryString(options)}`;
  const origin = source.origin;

  if (option.kind === 'script') {
    const scriptSrc = `${origin}${EMBED_SCRIPT_PATH}`;
    const code = [
      `<div ${EMBED_WIDGET_ATTRIBUTE} data-category="${attribute(choices.category)}" data-count="${choices.limit}" data-theme="${choices.theme}"></div>`,
      `<script src="${attribute(scriptSrc)}" async></script>`,
      // Without scripts the same feed comes in a frame (the page's shadow flag draws the widget's cards).
      `<noscript>${iframeTag(src, option, 'width:100%;border:0', ' width="100%" height="800"')}</noscript>`,
    ].join('\n');
    return { ok: true, code, src, origin, scriptSrc };
  }

  let frame: string;
  if (option.size.kind === 'aspect') {
    frame =
      `<div style="position:relative;width:100%;height:0;padding-bottom:${option.size.paddingBottom};overflow:hidden">\n` +
      `  ${iframeTag(src, option, 'position:absolute;top:0;left:0;width:100%;height:100%;border:0', '')}\n` +
      `</div>`;
  } else {
    const { width, height } = option.size;
    // Pixel sizes go in the attributes; a viewport height only works as a style.
    const attributes = /^\d+$/.test(height) ? ` width="${width}" height="${height}"` : ` width="${width}"`;
    const style = `width:${/^\d+$/.test(width) ? `${width}px` : width};max-width:100%;height:${/^\d+$/.test(height) ? `${height}px` : height};border:0`;
    frame = iframeTag(src, option, style, attributes);
  }
  return { ok: true, code: `${frame}\n${resizeListener(origin)}`, src, origin, scriptSrc: null };
}
