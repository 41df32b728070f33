/**
 * The newsletter archive on the web: the address of each sent edition, the archive's pages and what
 * an edition is called there. Pure; the server finds the editions, the e-mail links to them and the
 * site renders them, all through these functions, so an address is written in one place.
 */
import type { FigureRow } from './edition-figures';
import { EDITION_KINDS, isEditionKind, PREFERENCE_LABELS, type EditionKind } from './newsletter';

/** Editions per archive page: a month and a half of dailies with their weeklies. */
export const ARCHIVE_PAGE_SIZE = 30;
/** The newest editions /newsletter/rss.xml carries. */
export const EDITION_FEED_MAX_ITEMS = 30;

export const ARCHIVE_PATH = '/newsletter/archive';
export const EDITION_FEED_PATH = '/newsletter/rss.xml';

// What the server gives the pages and the feed, built from an edition's stored content.

/** One story, press release or other entry of an edition, as the web shows it. */
export interface EditionEntry {
  title: string;
  /** Null when the stored link is not a safe http(s) URL: the title is shown without a link (as in the e-mail). */
  url: string | null;
  source: string;
  summary: string;
  /** The category key (core/categories), for stories; null for press releases. */
  category: string | null;
}

/**
 * A section of an edition: its key insights (or top stories), its press releases, or a table of
 * figures (the weekly's REIT moves, the trends' numbers), with an optional line under its heading.
 */
export interface EditionSection {
  id: string;
  heading: string;
  /** Stories are numbered as in the e-mail; press releases and a lone breaking story are not. */
  numbered: boolean;
  entries: EditionEntry[];
  /** A line under the heading: a breaking story's outlets, the month's total. */
  lead?: string;
  /** Figures, for a section that is a table rather than entries. */
  rows?: FigureRow[];
}

/** What the archive and the feed show of an edition. */
export interface EditionSummary {
  editionDate: string;
  kind: EditionKind;
  path: string;
  title: string;
  dateLabel: string;
  /** ISO time the edition was composed and frozen, just before its first delivery. */
  publishedAt: string;
  storyCount: number;
  /** The edition's story titles, in its order. */
  storyTitles: string[];
}

/** One edition's public page. */
export interface EditionView extends EditionSummary {
  sections: EditionSection[];
}

export interface ArchivePage {
  editions: EditionSummary[];
  /** Sent editions matching the filter, on every page. */
  total: number;
}

/** "2026-11-24-daily": the New York date, then the kind. */
export function editionSlug(editionDate: string, kind: EditionKind): string {
  return `${editionDate}-${kind}`;
}

/** The public page of one edition, e.g. /newsletter/editions/2026-11-24-daily. */
export function editionPath(editionDate: string, kind: EditionKind): string {
  return `/newsletter/editions/${editionSlug(editionDate, kind)}`;
}

const SLUG = /^(\d{4})-(\d{2})-(\d{2})-([a-z]+)$/;

/**
 * The edition a slug names, or null when it names none: a malformed slug, a kind that is not sent,
 * or a date that is not on the calendar (2026-02-30). Checked here so that nothing the database
 * would refuse to cast ever reaches it.
 */
export function parseEditionSlug(slug: string): { editionDate: string; kind: EditionKind } | null {
  const match = SLUG.exec(slug);
  if (!match) return null;
  const [, year, month, day, kind] = match as unknown as [string, string, string, string, string];
  if (!isEditionKind(kind)) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const editionDate = `${year}-${month}-${day}`;
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== editionDate) return null;
  return { editionDate, kind };
}

/** "Daily edition", "Weekly edition": the kind as readers chose it on the form. */
export function editionKindName(kind: EditionKind): string {
  return `${PREFERENCE_LABELS[kind]} edition`;
}

/** What an edition is called on its page, in the archive and in the feed. */
export function editionTitle(kind: EditionKind, dateLabel: string): string {
  return `${editionKindName(kind)}: ${dateLabel}`;
}

export interface ArchiveQuery {
  /** 1-based. */
  page: number;
  /** Every kind when absent. */
  kind: EditionKind | null;
}

/** Far beyond any archive (30 editions a page); keeps the offset a small number. */
const MAX_ARCHIVE_PAGE = 999_999;

export type ArchiveQueryResult = { ok: true; query: ArchiveQuery } | { ok: false; parameter: 'page' | 'kind'; message: string };

/**
 * ?page= and ?kind= of /newsletter/archive. A page that is not a whole number from 1, or a kind that
 * is not sent, is refused naming it (a 400): a link with a mistake is not quietly shown as page 1.
 */
export function parseArchiveQuery(params: URLSearchParams): ArchiveQueryResult {
  const rawPage = params.get('page');
  const rawKind = params.get('kind');
  let page = 1;
  if (rawPage !== null) {
    if (!/^[1-9]\d{0,5}$/.test(rawPage)) {
      return { ok: false, parameter: 'page', message: `The page must be a whole number from 1 to ${MAX_ARCHIVE_PAGE}.` };
    }
    page = Number(rawPage);
  }
  let kind: EditionKind | null = null;
  if (rawKind !== null && rawKind !== '') {
    if (!isEditionKind(rawKind)) {
      return { ok: false, parameter: 'kind', message: `The kind must be one of ${EDITION_KINDS.join(', ')}.` };
    }
    kind = rawKind;
  }
  return { ok: true, query: { page, kind } };
}

/** The address of an archive page; page 1 and "every kind" leave their parameter out. */
export function archivePath({ page, kind }: ArchiveQuery): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ARCHIVE_PATH}?${query}` : ARCHIVE_PATH;
}
