/**
 * The admin's subscriber list: statuses, paging and the CSV export's cells. Pure rules; the
 * queries are in server/admin/subscribers.ts.
 */
import { preferencesLabel, type Preferences } from './newsletter';

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** The longest search the list accepts (an e-mail address is at most 254 characters). */
export const SUBSCRIBER_SEARCH_MAX = 254;

/**
 * Active: confirmed and subscribed. Pending: signed up, the confirmation link not yet used (the
 * row is not active until then). Unsubscribed: left, by their own link or an admin's Deactivate.
 */
export type SubscriberStatus = 'active' | 'pending' | 'unsubscribed';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: 'Active',
  pending: 'Awaiting confirmation',
  unsubscribed: 'Unsubscribed',
};

export function subscriberStatus(row: {
  isActive: boolean;
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
}): SubscriberStatus {
  if (row.isActive) return row.confirmedAt ? 'active' : 'pending';
  return row.unsubscribedAt || row.confirmedAt ? 'unsubscribed' : 'pending';
}

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  preferences: Preferences;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export interface SubscriberCounts {
  total: number;
  active: number;
  pending: number;
  unsubscribed: number;
}

/** Page numbers from 1; a page past the end shows the last page. */
export function pageCount(total: number, pageSize = SUBSCRIBERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe, so an address typed into the public form
 * can never execute in the admin's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const SUBSCRIBER_CSV_HEADER = ['Email', 'Status', 'Preferences', 'Subscribed', 'Unsubscribed'];

export function subscriberCsvLine(row: SubscriberRow): string {
  return [
    row.email,
    SUBSCRIBER_STATUS_LABELS[row.status],
    preferencesLabel(row.preferences),
    row.subscribedAt,
    row.unsubscribedAt ?? '',
  ]
    .map(csvCell)
    .join(',');
}
