/**
 * Structured data (schema.org JSON-LD) and metadata keywords for search engines. Pure: the server
 * renders the result into the page head, so nothing here may touch Node, React or the network.
 */
import type { Article } from './article';
import { categoryLabel } from './categories';
import { SITE } from './site';

/** The spec: structured data lists up to 10 articles; metadata keywords up to 10. */
export const STRUCTURED_DATA_MAX_ARTICLES = 10;
export const METADATA_MAX_KEYWORDS = 10;
/** The spec: a keyword is a word longer than 4 characters. */
const KEYWORD_MIN_LENGTH = 5;

const SCHEMA_CONTEXT = 'https://schema.org';

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

export type StructuredArticle = Pick<
  Article,
  'title' | 'summary' | 'category' | 'source' | 'url' | 'publishedAt' | 'imageUrl' | 'isFallback'
>;

/** Config already strips the trailing slash; callers from elsewhere might not. */
function origin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

const ABSOLUTE_HTTP_URL = /^https?:\/\//i;

function newsArticle(article: StructuredArticle): JsonLd {
  return {
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    url: article.url,
    // The story belongs to the outlet that published it; the journal only lists it.
    publisher: { '@type': 'Organization', name: article.source },
    articleSection: categoryLabel(article.category),
    // A relative image would resolve against the journal, not the publisher, so it is left out.
    ...(article.imageUrl && ABSOLUTE_HTTP_URL.test(article.imageUrl) ? { image: article.imageUrl } : {}),
  };
}

/**
 * The listed articles as an ItemList of NewsArticle, at most 10. Fallback articles are left out:
 * their dates are invented relative to now, and structured data has no way to carry the
 * "Fallback" label that every screen shows beside them.
 */
export function newsArticleItems(articles: readonly StructuredArticle[], siteUrl: string): JsonLd {
  const listed = articles.filter((article) => !article.isFallback).slice(0, STRUCTURED_DATA_MAX_ARTICLES);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    url: `${origin(siteUrl)}/`,
    numberOfItems: listed.length,
    itemListElement: listed.map((article, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: newsArticle(article),
    })),
  };
}

export function organizationJsonLd(siteUrl: string): JsonLd {
  const site = origin(siteUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: SITE.name,
    url: `${site}/`,
    logo: `${site}/favicon.svg`,
    description: SITE.description,
  };
}

/** The site with its keyword search, which lives in the home page's ?search= parameter. */
export function webSiteJsonLd(siteUrl: string): JsonLd {
  const site = origin(siteUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: SITE.name,
    url: `${site}/`,
    description: SITE.description,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${site}/?search={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * English stop words. Only those longer than 4 characters are listed: shorter ones never pass the
 * length rule. Contractions appear as their stem ("couldn") because words split at apostrophes.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'about',
  'above',
  'according',
  'across',
  'after',
  'afterwards',
  'again',
  'against',
  'almost',
  'along',
  'already',
  'although',
  'always',
  'among',
  'amongst',
  'another',
  'anyone',
  'anything',
  'anyway',
  'anywhere',
  'around',
  'because',
  'become',
  'becomes',
  'becoming',
  'before',
  'behind',
  'being',
  'below',
  'beside',
  'besides',
  'between',
  'beyond',
  'cannot',
  'could',
  'couldn',
  'doesn',
  'doing',
  'during',
  'either',
  'elsewhere',
  'enough',
  'every',
  'everyone',
  'everything',
  'everywhere',
  'further',
  'haven',
  'having',
  'hence',
  'herein',
  'herself',
  'himself',
  'however',
  'including',
  'indeed',
  'instead',
  'itself',
  'later',
  'latter',
  'least',
  'mightn',
  'might',
  'moreover',
  'mostly',
  'mustn',
  'myself',
  'needn',
  'neither',
  'never',
  'nevertheless',
  'nobody',
  'nothing',
  'nowhere',
  'often',
  'other',
  'others',
  'otherwise',
  'ourselves',
  'perhaps',
  'quite',
  'rather',
  'really',
  'right',
  'seems',
  'several',
  'shall',
  'shouldn',
  'should',
  'since',
  'something',
  'sometimes',
  'somewhere',
  'still',
  'their',
  'theirs',
  'themselves',
  'thence',
  'there',
  'thereafter',
  'thereby',
  'therefore',
  'these',
  'thing',
  'things',
  'those',
  'though',
  'three',
  'through',
  'throughout',
  'together',
  'toward',
  'towards',
  'under',
  'unless',
  'until',
  'using',
  'weren',
  'whatever',
  'whenever',
  'where',
  'whereas',
  'wherever',
  'whether',
  'which',
  'while',
  'whoever',
  'whole',
  'whose',
  'within',
  'without',
  'would',
  'wouldn',
  'yours',
  'yourself',
  'yourselves',
]);

const WORD = /[\p{L}\p{N}]+/gu;
const HAS_LETTER = /\p{L}/u;

/**
 * Up to 10 keywords for the page's metadata: words longer than 4 characters from the titles and
 * summaries, stop words and bare numbers excluded, lowercased, most frequent first and ties in
 * alphabetical order so the same articles always give the same keywords.
 */
export function metadataKeywords(articles: readonly Pick<Article, 'title' | 'summary'>[]): string[] {
  const counts = new Map<string, number>();
  for (const article of articles) {
    for (const word of `${article.title} ${article.summary}`.toLowerCase().match(WORD) ?? []) {
      if (word.length < KEYWORD_MIN_LENGTH || STOP_WORDS.has(word) || !HAS_LETTER.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, METADATA_MAX_KEYWORDS)
    .map(([word]) => word);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for the inside of a <script type="application/ld+json">. The HTML parser ends the script at
 * the first "</script" whatever JSON thinks, so <, > and & become \u escapes (still the same JSON
 * strings); U+2028 and U+2029 are escaped too because older JavaScript parsers treat them as line
 * breaks inside strings.
 */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
