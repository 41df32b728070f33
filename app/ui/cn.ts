import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets a later Tailwind class win over an earlier one of the same property,
 * so a caller's `className` overrides a component's default (`p-4` after `p-2` gives `p-4`).
 *
 * This is tailwind-merge's rule for the utilities this app writes, in about 2.5 KB instead of its
 * 8.5 KB (gzip) on every page (decision 0113). `cn.test.ts` holds it to tailwind-merge itself for
 * every pair of the classes written in `app/` (a class of a new kind fails there until its property
 * has a rule below), and, for a wider list of utilities, to never dropping a class it keeps.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

const SIZE = /^(xs|sm|base|lg|[2-9]?xl|\[\d.*(rem|px|em)\])$/;
const WIDTH = /^(\d+|\[\d.*px\])?$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const SIDES = '(t|r|b|l|x|y|s|e)';
/** An arbitrary value this table cannot type (a variable, a URL, a length where a colour could be). */
const UNTYPED = undefined;

/**
 * Property groups of a utility, by its name without variants: the first rule that matches. A rule
 * that matches but cannot tell the property (an arbitrary value of unknown type) answers undefined,
 * and the class is kept: a merge that misses an override lets CSS order decide, one that drops the
 * wrong class loses a style. The families whose names share a prefix (`bg-clip-text` and
 * `bg-red-500`, `shadow-sm` and `shadow-red-500`) have their other members named before the colour.
 */
const RULES: [RegExp, string | undefined | ((match: RegExpMatchArray) => string | undefined)][] = [
  [/^(block|inline|inline-block|inline-flex|inline-grid|flex|grid|hidden|table|contents|flow-root)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^(break-normal|break-words|break-all|break-keep)$/, 'break'],
  [/^(tabular-nums|proportional-nums)$/, 'numeric-spacing'],
  [/^(isolate|isolation-auto)$/, 'isolation'],
  [/^table-(auto|fixed)$/, 'table-layout'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-spacing/, UNTYPED],
  [/^@container(\/.*)?$/, 'container-type'],
  [/^\[([a-z-]+):.+\]$/, (m) => `[${m[1]}]`],
  [/^(shrink|grow|transform|filter|backdrop-blur|container)$/, (m) => m[1]!],
  [/^backdrop-blur-/, 'backdrop-blur'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|inner|none))?$/, 'shadow'],
  [/^-?inset-([xy])-/, (m) => `inset-${m[1]}`],
  [/^-?inset-/, 'inset'],
  [/^-?(top|right|bottom|left|start|end)-/, (m) => m[1]!],
  [new RegExp(`^-?([pm])${SIDES}?-`), (m) => m[1]! + (m[2] ?? '')],
  // Tailwind 3's names, gone from Tailwind 4 (`grow`, `shrink`).
  [/^flex-(grow|shrink)(-.*)?$/, UNTYPED],
  [/^(size|w|h|min-w|min-h|max-w|max-h|z|gap-x|gap-y|gap|opacity|order|basis|grow|shrink|leading|tracking)-/, (m) => m[1]!],
  [/^(grid-cols|grid-rows|col-span|row-span|line-clamp|duration|ease|delay|animate|cursor|select|pointer-events)-/, (m) => m[1]!],
  [/^list-(inside|outside)$/, 'list-position'],
  [/^list-image-/, 'list-image'],
  [/^stroke-(\d+|\[\d.*\])$/, 'stroke-w'],
  [/^(overflow-[xy]|overflow|whitespace|align|list|accent|fill|stroke|scroll-m[trblxy]?|underline-offset)-/, (m) => m[1]!],
  [/^-?(translate-[xyz]|rotate-[xyz]|scale-[xyz]|skew-[xy])-/, (m) => m[1]!],
  [/^-?(translate|rotate|scale|skew)-/, (m) => m[1]!],
  [/^(flex)-(row|col|row-reverse|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^justify-self-/, 'justify-self'],
  [/^justify-items-/, 'justify-items'],
  [/^justify-/, 'justify-content'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^place-items-/, 'place-items'],
  [/^transition(-.*)?$/, 'transition'],
  [/^rounded(-(t|r|b|l|s|e|tl|tr|br|bl))?(-|$)/, (m) => `rounded${m[1] ?? ''}`],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-shadow/, UNTYPED],
  [/^text-\[(?!#)(?!\d.*(rem|px|em)\])/, UNTYPED],
  [/^text-(.+)$/, (m) => (SIZE.test(m[1]!) ? 'font-size' : 'text-color')],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-(stretch|features)-/, UNTYPED],
  [/^font-\[/, UNTYPED],
  [/^font-/, 'font-family'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-clip-/, 'bg-clip'],
  [/^bg-origin-/, 'bg-origin'],
  [/^bg-(no-repeat|repeat(-.+)?)$/, 'bg-repeat'],
  [/^bg-(auto|cover|contain|size-.+)$/, 'bg-size'],
  [/^bg-(top|bottom|center|left|right|left-top|left-bottom|right-top|right-bottom|position-.+)$/, 'bg-position'],
  [/^bg-(none|linear-.+|radial(-.+)?|conic(-.+)?|gradient-.+)$/, 'bg-image'],
  [/^bg-blend-/, 'bg-blend'],
  [/^bg-\[(?!#)/, UNTYPED],
  [/^bg-/, 'bg-color'],
  [new RegExp(`^border-${SIDES}(-(.*))?$`), (m) => (WIDTH.test(m[3] ?? '') ? `border-w-${m[1]}` : `border-color-${m[1]}`)],
  [/^border(-(.*))?$/, (m) => (WIDTH.test(m[2] ?? '') ? 'border-w' : LINE_STYLE.test(m[2]!) ? 'border-style' : 'border-color')],
  [/^divide-([xy])(-\d+)?$/, (m) => `divide-${m[1]}`],
  [/^divide-(solid|dashed|dotted|double|none)$/, 'divide-style'],
  [/^divide-[xy]-reverse$/, UNTYPED],
  [/^divide-/, 'divide-color'],
  [/^outline-offset-/, 'outline-offset'],
  [
    /^outline(-(.*))?$/,
    (m) => (LINE_STYLE.test(m[2] ?? '') ? 'outline-style' : WIDTH.test(m[2] ?? '') ? 'outline-w' : 'outline-color'),
  ],
  [/^ring-offset-(\d+|\[\d.*px\])$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring(-(.*))?$/, (m) => (WIDTH.test(m[2] ?? '') ? 'ring-w' : 'ring-color')],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, 'decoration-style'],
  [/^decoration-(\d+|auto|from-font|\[\d.*px\])$/, 'decoration-thickness'],
  [/^decoration-/, 'decoration-color'],
  [/^shadow-\[/, UNTYPED],
  [/^shadow-/, 'shadow-color'],
];

/** A group that sets the properties of others: a later `p-4` drops an earlier `px-2`. */
const OVERRIDES: Record<string, string[]> = {
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  translate: ['translate-x', 'translate-y', 'translate-z'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  flex: ['basis', 'grow', 'shrink'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', 'border-color-t', 'border-color-r', 'border-color-b', 'border-color-l'],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};

/** The group of one utility (variants and `!` removed), or undefined for a class of our own (always kept). */
function utilityGroup(utility: string): string | undefined {
  for (const [pattern, group] of RULES) {
    const match = utility.match(pattern);
    if (match) return typeof group === 'function' ? group(match) : group;
  }
  return undefined;
}

/** Variants whose order changes what they select: they stay where they are, as in tailwind-merge. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/**
 * `focus:hover:` and `hover:focus:` select the same elements: variants sorted, as tailwind-merge
 * does, except that an arbitrary or order-sensitive variant keeps its place and the others are sorted
 * only among their neighbours on the same side of it.
 */
function normalVariants(parts: string[]): string {
  if (parts.length === 0) return '';
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith('[') || ORDER_SENSITIVE.has(part)) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return `${sorted.join(':')}:`;
}

/** `hover:`, `dark:`, `[&_svg]:` and the utility: the parts between colons outside brackets. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * What a token sets: its scope (variants, and `!` when important) joined to the groups it covers,
 * or null for a class of our own. Worked out once per distinct token: a page hydrates the same
 * few hundred classes thousands of times.
 */
const coverageOf = new Map<string, string[] | null>();

function coverage(token: string): string[] | null {
  let covered = coverageOf.get(token);
  if (covered !== undefined) return covered;
  const parts = splitTopLevel(token);
  const utility = parts.pop()!;
  const variants = normalVariants(parts);
  const important = utility.startsWith('!') || utility.endsWith('!');
  const group = utilityGroup(important ? utility.replace(/^!|!$/g, '') : utility);
  const scope = `${variants}${important ? '!' : ''}`;
  covered = group === undefined ? null : [group, ...(OVERRIDES[group] ?? [])].map((name) => scope + name);
  // Our classes are a few hundred; the bound is for a caller that builds them from data.
  if (coverageOf.size >= 5000) coverageOf.clear();
  coverageOf.set(token, covered);
  return covered;
}

/** Merged class strings, as tailwind-merge keeps them: a component renders the same ones again and again. */
const merged = new Map<string, string>();
const MERGED_KEPT = 500;

/** tailwind-merge's algorithm: walk from the last class back, dropping one whose group a later class set. */
export function mergeClasses(classes: string): string {
  const known = merged.get(classes);
  if (known !== undefined) return known;
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const covered = coverage(token);
    if (covered === null) {
      kept.push(token);
      continue;
    }
    // The token's own group comes first: set by a later class, it is dropped.
    if (taken.has(covered[0]!)) continue;
    kept.push(token);
    for (const name of covered) taken.add(name);
  }
  const result = kept.reverse().join(' ');
  if (merged.size >= MERGED_KEPT) merged.clear();
  merged.set(classes, result);
  return result;
}
