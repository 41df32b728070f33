/**
 * A press release's title, source and summary from its page's metadata, as a link preview reads
 * them: Open Graph first (og:title, og:site_name, og:description: what the wires fill in for social
 * networks), then JSON-LD (a NewsArticle / Article / PressRelease node's headline, publisher.name and
 * description, in arrays and @graph, publishers referenced by @id), then <title> and the meta
 * description; the source falls back to the host name without "www.". Every value is cleaned to
 * plain text (entities decoded, markup removed, whitespace collapsed) and cut to the stored caps.
 */
import { Parser } from 'htmlparser2';
import { PRESS_RELEASE_MAX } from '~/core/press-releases';
import { htmlToText, truncate } from '~/core/text';

export interface PageMetadata {
  title: string;
  source: string;
  summary: string;
}

interface RawPage {
  /** name= or property= (lower case) → content, the first of each. */
  meta: Map<string, string>;
  title: string | null;
  jsonLd: string[];
}

/** The page's head facts, read with htmlparser2 (entities left encoded: htmlToText decodes them once). */
function readPage(html: string): RawPage {
  const page: RawPage = { meta: new Map(), title: null, jsonLd: [] };
  let inTitle = false;
  let titleText = '';
  let jsonLdText: string | null = null;
  // SVG has <title> elements of its own (icon labels), never the document's.
  let svgDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth++;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? attributes.itemprop ?? '').trim().toLowerCase();
          if (key && attributes.content !== undefined && !page.meta.has(key)) page.meta.set(key, attributes.content);
        } else if (name === 'title' && svgDepth === 0 && page.title === null) {
          inTitle = true;
        } else if (name === 'script' && /^application\/ld\+json\b/i.test((attributes.type ?? '').trim())) {
          jsonLdText = '';
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
        if (jsonLdText !== null) jsonLdText += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && inTitle) {
          inTitle = false;
          page.title = titleText;
        } else if (name === 'script' && jsonLdText !== null) {
          page.jsonLd.push(jsonLdText);
          jsonLdText = null;
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return page;
}

type JsonNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every node of a JSON-LD document: top-level arrays, @graph lists, nested the same way. */
function nodesOf(value: unknown, into: JsonNode[] = []): JsonNode[] {
  if (Array.isArray(value)) for (const item of value) nodesOf(item, into);
  else if (isNode(value)) {
    into.push(value);
    if (value['@graph'] !== undefined) nodesOf(value['@graph'], into);
  }
  return into;
}

const ARTICLE_TYPES = new Set([
  'newsarticle',
  'article',
  'pressrelease',
  'reportagenewsarticle',
  'analysisnewsarticle',
  'blogposting',
  'report',
]);

function typesOf(node: JsonNode): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  // "schema:NewsArticle" and "https://schema.org/NewsArticle" name the same type.
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:#]/, '').toLowerCase());
}

const firstString = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(firstString).find((v) => v !== null) ?? null;
  return null;
};

interface JsonLdFacts {
  headline: string | null;
  publisher: string | null;
  description: string | null;
}

/** The first article-like node's facts; the publisher may be a name, a node, a list or an @id reference. */
function readJsonLd(scripts: readonly string[]): JsonLdFacts {
  const nodes: JsonNode[] = [];
  for (const script of scripts) {
    try {
      // Some CMSs wrap the JSON in an HTML comment or CDATA marker.
      nodesOf(JSON.parse(script.replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)|(-->|\/\/\s*\]\]>)\s*$/g, '')), nodes);
    } catch {
      // A broken block is skipped, as search engines skip it.
    }
  }
  const byId = new Map(nodes.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'] as string, n]));
  const article = nodes.find((node) => typesOf(node).some((t) => ARTICLE_TYPES.has(t)));
  if (!article) return { headline: null, publisher: null, description: null };
  const publisherName = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(publisherName).find((v) => v !== null) ?? null;
    if (!isNode(value)) return null;
    const named = firstString(value.name);
    if (named) return named;
    const referenced = typeof value['@id'] === 'string' ? byId.get(value['@id']) : undefined;
    return referenced && referenced !== value ? firstString(referenced.name) : null;
  };
  return {
    headline: firstString(article.headline) ?? firstString(article.name),
    publisher: publisherName(article.publisher),
    description: firstString(article.description),
  };
}

/** Plain text, cut to `max`; empty when nothing readable is left. */
function clean(raw: string | null | undefined, max: number): string {
  return raw ? truncate(htmlToText(raw), max) : '';
}

const firstNonEmpty = (...values: string[]) => values.find((v) => v !== '') ?? '';

/** "Headline | Business Wire" → "Headline", when what follows the separator is the source's name. */
function withoutSourceSuffix(title: string, source: string): string {
  const suffix = new RegExp(`\\s+[|\\-–—:]\\s+${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i');
  const stripped = title.replace(suffix, '');
  return stripped === '' ? title : stripped;
}

export type MetadataOutcome = { ok: true; metadata: PageMetadata } | { ok: false; reason: 'no-title' };

/** `pageUrl`: where the page was fetched from after redirects (its host is the last-resort source). */
export function extractPageMetadata(html: string, pageUrl: string): MetadataOutcome {
  const page = readPage(html);
  const ld = readJsonLd(page.jsonLd);
  const meta = (key: string) => page.meta.get(key);
  const max = PRESS_RELEASE_MAX;
  const host = new URL(pageUrl).hostname.toLowerCase().replace(/^www\./, '');
  const source = firstNonEmpty(
    clean(meta('og:site_name'), max.source),
    clean(ld.publisher, max.source),
    clean(meta('application-name'), max.source),
    host,
  );
  const title = firstNonEmpty(
    clean(meta('og:title'), max.title),
    clean(ld.headline, max.title),
    clean(meta('twitter:title'), max.title),
    clean(page.title, max.title),
  );
  if (title === '') return { ok: false, reason: 'no-title' };
  const summary = firstNonEmpty(
    clean(meta('og:description'), max.summary),
    clean(ld.description, max.summary),
    clean(meta('description'), max.summary),
    clean(meta('twitter:description'), max.summary),
  );
  return { ok: true, metadata: { title: withoutSourceSuffix(title, source), source, summary } };
}
