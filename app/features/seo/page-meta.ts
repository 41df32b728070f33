import type { MetaDescriptor } from 'react-router';
import { SITE } from '~/core/site';

/** The image link previews show for every page: the app icon (public/icons). */
export const SHARE_IMAGE_PATH = '/icons/icon-512.png';

export interface PageMeta {
  /** The document title, as shown in the tab and in previews. */
  title: string;
  description?: string;
  /** Path and query of the page's canonical address ('/newsletter', '/?category=investment'). */
  path: string;
  /** The site's public address (the root loader's siteUrl). */
  siteUrl: string;
  /** Pages about one person or one search: kept out of search engines (still followed). */
  noindex?: boolean;
}

/**
 * Every page's metadata from one place: title, description, canonical link, Open Graph and
 * Twitter tags, and robots when the page is not to be indexed.
 */
export function pageMeta({ title, description = SITE.description, path, siteUrl, noindex = false }: PageMeta): MetaDescriptor[] {
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}${SHARE_IMAGE_PATH}`;
  return [
    { title },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE.name },
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

/** The site's address from the root route's data, for a route's meta function. */
export function siteUrlOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}
