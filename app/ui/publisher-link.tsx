import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to a publisher's page: opens in a new tab without opener or referrer, as the spec asks
 * of every article link. The one place that rule is written.
 */
export function PublisherLink({
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
