/**
 * Press releases on the admin newsletter screen: the longest text each field keeps (what a page's
 * metadata gives is cut to these, and an admin's edit is held to them) and the row the screen lists.
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

export interface PressReleaseRow {
  id: string;
  title: string;
  source: string;
  summary: string;
  url: string;
  isActive: boolean;
  includedInNewsletter: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** What the newsletter screen's press release forms ask the route action to do. */
export const PRESS_RELEASE_INTENTS = [
  'add-press-release',
  'set-press-release-active',
  'set-press-release-newsletter',
  'edit-press-release',
  'delete-press-release',
] as const;
export type PressReleaseIntent = (typeof PRESS_RELEASE_INTENTS)[number];

export const PRESS_RELEASE_FIELDS = ['url', 'title', 'source', 'summary'] as const;
export type PressReleaseField = (typeof PRESS_RELEASE_FIELDS)[number];

/** The action's answer: the toast's text, and the field it is about when it is about one. */
export interface PressReleaseActionData {
  intent: PressReleaseIntent;
  ok: boolean;
  message: string;
  field?: PressReleaseField;
}

export const isPressReleaseIntent = (intent: unknown): intent is PressReleaseIntent =>
  (PRESS_RELEASE_INTENTS as readonly unknown[]).includes(intent);
