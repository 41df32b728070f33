import { ADMIN_TEXT } from '~/core/messages';

export interface FeedChangeRow {
  feedKey: string;
  action: 'add' | 'disable' | 'enable';
  changedByEmail: string;
  details: Record<string, string | null>;
  createdAt: string;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });
const VERB = { add: 'added', disable: 'disabled', enable: 're-enabled' } as const;

/** Who changed the feed list, what and when: newest first. */
export function FeedChanges({ changes }: { changes: FeedChangeRow[] }) {
  return (
    <section aria-labelledby="feed-changes" className="card p-6">
      <h2 id="feed-changes" className="mb-3 font-serif text-lg font-bold">
        Changes to the feed list
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noFeedChangesYet}</p>
      ) : (
        <ul className="divide-y divide-tan-200 text-sm dark:divide-night-700">
          {changes.map((change) => (
            <li key={`${change.createdAt}-${change.feedKey}-${change.action}`} className="py-2">
              <time dateTime={change.createdAt} className="text-muted-foreground">
                {timeFormat.format(new Date(change.createdAt))}
              </time>{' '}
              · <span className="font-medium">{change.changedByEmail}</span> {VERB[change.action]}{' '}
              <span className="font-mono text-xs">{change.feedKey}</span>
              {change.action === 'add' && change.details.url && (
                <span className="block break-all text-xs text-muted-foreground">{change.details.url}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
