/** Share links for the journal and its articles (opened in a 600×400 popup; e-mail via mailto). */
import { SITE } from './site';

export const SHARE_POPUP = { width: 600, height: 400 } as const;

export interface Shareable {
  url: string;
  title: string;
  summary?: string;
}

export function linkedInShareUrl({ url }: Shareable): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

export function xShareUrl({ url, title }: Shareable): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;
}

export function facebookShareUrl({ url, summary }: Shareable): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}${summary ? `&quote=${encodeURIComponent(summary)}` : ''}`;
}

export function emailShareUrl({ url, title, summary }: Shareable): string {
  const subject = `Check out ${SITE.name}`;
  const body = `${title}\n\n${summary ? `${summary}\n\n` : ''}${url}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** What Copy Link puts on the clipboard: title, description and address. */
export function copyLinkText({ url, title, summary }: Shareable): string {
  return [title, summary, url].filter(Boolean).join('\n');
}
