import { JOURNAL_TIME_ZONE } from '~/core/time';
import { dateTimeFormat } from '~/core/intl';

const clock = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: JOURNAL_TIME_ZONE });
const day = dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: JOURNAL_TIME_ZONE });

/**
 * When quotes were taken, in market time ("10:32 AM ET", or "Nov 24, 4:05 PM ET" on an earlier
 * day): the exchanges' zone, and the same text on the server and in the browser.
 */
export function quoteTime(iso: string, now: Date): string {
  const at = new Date(iso);
  const sameDay = day.format(at) === day.format(now);
  return `${sameDay ? '' : `${day.format(at)}, `}${clock.format(at)} ET`;
}
