/**
 * The tables of figures an edition carries (the weekly's REIT moves, the trends' numbers), as rows of
 * a label and right-aligned figures. The e-mail and the edition's web page both draw these rows, so a
 * figure reads the same in both.
 */
import { formatPrice, formatSigned, type WeeklyMove } from './markets';
import { EMAIL_TEXT } from './messages/email';
import type { MentionCount, MonthlyTrends } from './monthly-trends';
import type { EditionContent } from './newsletter';

export interface FigureRow {
  label: string;
  figures: string[];
}

export interface FigureTable {
  id: string;
  heading: string;
  rows: FigureRow[];
}

export function marketWeekRows(moves: readonly WeeklyMove[]): FigureRow[] {
  return moves.map((move) => ({
    label: `${move.name} (${move.symbol})`,
    figures: [formatPrice(move.close), `${formatSigned(move.changePercent)}%`],
  }));
}

export function categoryRows(trends: MonthlyTrends): FigureRow[] {
  return trends.categories.map((c) => ({
    label: c.label,
    figures: [String(c.stories), EMAIL_TEXT.trendsChange(c.changePercent, trends.previousMonthLabel)],
  }));
}

export function mentionRows(counts: readonly MentionCount[]): FigureRow[] {
  return counts.map((c) => ({
    label: c.symbol ? `${c.name} (${c.symbol})` : c.name,
    figures: [`${c.stories} ${c.stories === 1 ? 'story' : 'stories'}`],
  }));
}

/** "412 stories in October 2026 (+8% on September 2026)" */
export function trendsLead(trends: MonthlyTrends): string {
  return `${EMAIL_TEXT.trendsStories(trends.stories, trends.monthLabel)} (${EMAIL_TEXT.trendsChange(trends.changePercent, trends.previousMonthLabel)})`;
}

/** The trends' tables, in the e-mail's order; tables without a row are left out. */
export function trendsTables(trends: MonthlyTrends): FigureTable[] {
  return [
    { id: 'categories', heading: EMAIL_TEXT.trendsCategoriesHeading, rows: categoryRows(trends) },
    { id: 'reits', heading: EMAIL_TEXT.trendsReitsHeading, rows: mentionRows(trends.reits) },
    { id: 'operators', heading: EMAIL_TEXT.trendsOperatorsHeading, rows: mentionRows(trends.operators) },
  ].filter((table) => table.rows.length > 0);
}

/** The weekly's REIT table, or null when the edition has none. */
export function marketWeekTable(content: Pick<EditionContent, 'marketWeek'>): FigureTable | null {
  return content.marketWeek?.length
    ? { id: 'market-week', heading: EMAIL_TEXT.weeklyMarketHeading, rows: marketWeekRows(content.marketWeek) }
    : null;
}

/** The note under a breaking story's heading: who carried it, or why it is breaking. */
export function breakingNote(content: Pick<EditionContent, 'breaking'>): string | null {
  const breaking = content.breaking;
  if (!breaking) return null;
  return breaking.reason === 'outlets' ? EMAIL_TEXT.breakingOutlets(breaking.outlets) : EMAIL_TEXT.breakingInvestment;
}
