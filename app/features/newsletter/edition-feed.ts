import type { LinkDescriptor } from 'react-router';
import { EDITION_FEED_PATH } from '~/core/edition-archive';

/** Announces /newsletter/rss.xml to feed readers, on the newsletter's own pages. */
export const EDITION_FEED_LINK: LinkDescriptor = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: 'Newsletter editions',
  href: EDITION_FEED_PATH,
};
