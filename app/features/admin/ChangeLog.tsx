import type { AuditEntry } from '~/core/audit';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { dateTimeFormat } from '~/core/intl';

const timeFormat = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: JOURNAL_TIME_ZONE });

/** The detail worth a second line: text values other than the subject itself and internal ids. */
function detailLine(entry: AuditEntry): string | null {
  const parts = Object.entries(entry.detail ?? {})
    .filter(([key, value]) => key !== 'id' && typeof value === 'string' && value !== '' && value !== entry.subject)
    .map(([key, value]) => (key === 'url' ? String(value) : `${key}: ${String(value)}`));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** An admin screen's changes from the audit log: who did what to which subject, newest first. */
export function ChangeLog({ title, changes, empty }: { title: string; changes: AuditEntry[]; empty: string }) {
  const headingId = `change-log-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="card p-6">
      <h2 id={headingId} className="mb-3 font-serif text-lg font-bold">
        {title}
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {changes.map((change) => {
            const detail = detailLine(change);
            return (
              <li key={change.id} className="py-2">
                <time dateTime={change.createdAt} className="text-muted-foreground">
                  {timeFormat.format(new Date(change.createdAt))}
                </time>{' '}
                · <span className="font-medium">{change.actorEmail}</span> {change.action}{' '}
                <span className="break-all font-mono text-xs">{change.subject}</span>
                {detail && <span className="block break-all text-xs text-muted-foreground">{detail}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
