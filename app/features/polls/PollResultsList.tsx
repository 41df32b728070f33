import { formatPercent, type PollResults } from '~/core/polls';

/** Per option: its share (one decimal), its votes and a bar; the bars are decoration for the numbers. */
export function PollResultsList({ results, compact = false }: { results: PollResults; compact?: boolean }) {
  return (
    <ul className={`flex flex-col ${compact ? 'gap-2.5' : 'gap-3'}`}>
      {results.results.map((row) => (
        <li key={row.option} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium">{row.option}</span>
            <span className="shrink-0 tabular-nums text-soft-foreground">
              <strong className="font-semibold text-card-foreground">{formatPercent(row.percent)}</strong>{' '}
              <span className="text-xs">
                ({row.votes} {row.votes === 1 ? 'vote' : 'votes'})
              </span>
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-tan-100 dark:bg-night-700" aria-hidden="true">
            <div className="h-full rounded-full bg-sage-600 dark:bg-sage-300" style={{ width: `${row.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
