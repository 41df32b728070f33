/**
 * Press releases on the admin newsletter screen: the longest text each field keeps (what a page's
 * metadata gives is cut to these, and an admin's edit is held to them).
 */
export const PRESS_RELEASE_MAX = {
  /** Headlines of the wires run to about 150 characters; twice that leaves room and stops a paragraph. */
  title: 300,
  /** A publisher's or wire's name. */
  source: 120,
  /** Two or three sentences of an og:description, as the edition shows them. */
  summary: 1000,
  /** The address an admin may type (the same cap as a feed's). */
  url: 2000,
} as const;
