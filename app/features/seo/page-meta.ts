import type { MetaDescriptor } from 'react-router';
import { SITE } from '~/core/site';
import { siteIdentityOf } from '~/app/ui/site-identity';

/** The image link previews show for every page: the app icon (public/icons). */
export const SHARE_IMAGE_PATH = '/icons/icon-512.png';

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

export interface PageMeta {
  /**
   * The page's own part of the title; the site's name (as the admins set it) follows it:
   * 'Free Daily Newsletter | Senior Housing Journal'. Omitted: the name and the tagline.
   */
  title?: string;
  description?: string;
  /** Path and query of the page's canonical address ('/newsletter', '/?category=investment'). */
  path: string;
  /** The route's matches: the root's data carries the site's address and name. */
  matches: Matches;
  /** Pages about one person or one search: kept out of search engines (still followed). */
  noindex?: boolean;
}

/**
 * Every page's metadata from one place: title, description, canonical link, Open Graph and
 * Twitter tags, and robots when the page is not to be indexed.
 */
export function pageMeta({ title: pageTitle, description, path, matches, noindex = false }: PageMeta): MetaDescriptor[] {
  const site = siteIdentityOf(matches);
  const title = pageTitle ? `${pageTitle} | ${site.name}` : `${site.name} | ${SITE.tagline}`;
  description ??= site.description;
  const url = `${site.url}${path}`;
  const image = `${site.url}${SHARE_IMAGE_PATH}`;
  return [
    { title },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
