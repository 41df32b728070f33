/**
 * The editions on the web (issue 15, decision 0101): the public page of each sent edition, the
 * archive, the feed and the sitemap all read them here.
 *
 * An edition is public once one delivery of it is 'sent': the first recipient holds its "View in
 * browser" link from that moment, and an edition nobody received (no audience, every delivery
 * failed) stays unpublished. Its publication time is when it was composed and frozen (created_at),
 * seconds before that first delivery.
 *
 * Pages are built from the stored content only, never from a rendered e-mail: the e-mail carries a
 * recipient's unsubscribe and preferences links, the stored content carries nobody's.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  editionPath,
  editionTitle,
  type ArchivePage,
  type EditionEntry,
  type EditionSection,
  type EditionSummary,
  type EditionView,
} from '~/core/edition-archive';
import { breakingNote, marketWeekTable, trendsLead, trendsTables, type FigureTable } from '~/core/edition-figures';
import { EDITION_KINDS, isEditionKind, type EditionContent, type EditionKind } from '~/core/newsletter';
import type { Db } from '~/server/db/client';
import { newsletterDeliveries, newsletterEditions } from '~/server/db/schema';
import { insightsHeading } from './templates/EditionEmail';
import { safeHref } from './templates/Layout';

export interface EditionArchive {
  /** The sent edition of that date and kind; null when there is none or it was never delivered. */
  edition(editionDate: string, kind: EditionKind): Promise<EditionView | null>;
  /** Sent editions, newest first: `limit` of them from `offset`, of one kind or all. */
  list(options: { limit: number; offset: number; kind?: EditionKind | null }): Promise<ArchivePage>;
  /** Every sent edition's address and time, newest first, for the sitemap. */
  addresses(): Promise<{ path: string; publishedAt: Date }[]>;
}

/** Delivered to at least one reader: see the module comment. */
const wasSent: SQL = sql`EXISTS (SELECT 1 FROM ${newsletterDeliveries}
  WHERE ${newsletterDeliveries.editionId} = ${newsletterEditions.id} AND ${newsletterDeliveries.status} = 'sent')`;

/** Kinds no longer sent stay stored but are not published: they have no address to parse. */
const publishedKind = inArray(newsletterEditions.kind, [...EDITION_KINDS]);

type EditionRow = Pick<typeof newsletterEditions.$inferSelect, 'editionDate' | 'kind' | 'content' | 'createdAt'>;

const columns = {
  editionDate: newsletterEditions.editionDate,
  kind: newsletterEditions.kind,
  content: newsletterEditions.content,
  createdAt: newsletterEditions.createdAt,
};

function entry(item: { title: string; url: string; source: string; summary: string }, category: string | null): EditionEntry {
  return { title: item.title, url: safeHref(item.url) ?? null, source: item.source, summary: item.summary, category };
}

/**
 * The sections an edition's stored content holds, in the e-mail's order and under its headings:
 * a trends edition's tables first, then the stories (a breaking story with its outlets), the
 * weekly's REIT moves and the press releases.
 */
export function editionSections(content: EditionContent, kind: EditionKind): EditionSection[] {
  const insights = content.insights ?? [];
  const releases = content.pressReleases ?? [];
  const table = (figures: FigureTable, lead?: string): EditionSection => ({
    id: figures.id,
    heading: figures.heading,
    numbered: false,
    entries: [],
    rows: figures.rows,
    ...(lead ? { lead } : {}),
  });
  const sections: EditionSection[] = content.trends
    ? trendsTables(content.trends).map((figures, index) => table(figures, index === 0 ? trendsLead(content.trends!) : undefined))
    : [];
  const note = breakingNote(content);
  sections.push({
    id: 'stories',
    heading: insightsHeading(insights.length, kind),
    numbered: kind !== 'breaking',
    entries: insights.map((insight) => entry(insight, insight.category)),
    ...(note ? { lead: note } : {}),
  });
  const market = marketWeekTable(content);
  if (market) sections.push(table(market));
  if (releases.length > 0) {
    sections.push({
      id: 'press-releases',
      heading: 'Press Releases',
      numbered: false,
      entries: releases.map((release) => entry(release, null)),
    });
  }
  return sections;
}

function summaryOf(row: EditionRow & { kind: EditionKind }): EditionSummary {
  const content = row.content as EditionContent;
  const insights = content.insights ?? [];
  return {
    editionDate: row.editionDate,
    kind: row.kind,
    path: editionPath(row.editionDate, row.kind),
    title: editionTitle(row.kind, content.dateLabel),
    dateLabel: content.dateLabel,
    publishedAt: row.createdAt.toISOString(),
    storyCount: insights.length,
    storyTitles: insights.map((insight) => insight.title),
  };
}

/** The row's kind checked against the kinds sent (the query already filters; this keeps the type honest). */
function withKind(row: EditionRow): (EditionRow & { kind: EditionKind }) | null {
  return isEditionKind(row.kind) ? { ...row, kind: row.kind } : null;
}

export function createEditionArchive({ db }: { db: Db }): EditionArchive {
  return {
    async edition(editionDate, kind) {
      const [row] = await db
        .select(columns)
        .from(newsletterEditions)
        .where(and(eq(newsletterEditions.editionDate, editionDate), eq(newsletterEditions.kind, kind), wasSent));
      const edition = row && withKind(row);
      if (!edition) return null;
      return { ...summaryOf(edition), sections: editionSections(edition.content as EditionContent, edition.kind) };
    },

    async list({ limit, offset, kind = null }) {
      const filter = and(kind ? eq(newsletterEditions.kind, kind) : publishedKind, wasSent);
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(newsletterEditions)
          .where(filter)
          .orderBy(desc(newsletterEditions.editionDate), desc(newsletterEditions.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(newsletterEditions).where(filter),
      ]);
      return {
        editions: rows.flatMap((row) => {
          const edition = withKind(row);
          return edition ? [summaryOf(edition)] : [];
        }),
        total: counted?.total ?? 0,
      };
    },

    async addresses() {
      const rows = await db
        .select({
          editionDate: newsletterEditions.editionDate,
          kind: newsletterEditions.kind,
          createdAt: newsletterEditions.createdAt,
        })
        .from(newsletterEditions)
        .where(and(publishedKind, wasSent))
        .orderBy(desc(newsletterEditions.editionDate), desc(newsletterEditions.createdAt));
      return rows.flatMap((row) =>
        isEditionKind(row.kind) ? [{ path: editionPath(row.editionDate, row.kind), publishedAt: row.createdAt }] : [],
      );
    },
  };
}
