import { ArrowDownRight, ArrowUpRight, Minus } from '~/app/ui/icons';
import { describeMove, direction, formatSigned } from '~/core/markets';
import { cn } from '~/app/ui/cn';

/**
 * A price move as "+1.12 (+0.74%)" with an arrow, coloured gain or loss; screen readers hear
 * "up 0.74%", so the direction is never told by colour alone.
 */
export function QuoteChange({
  change,
  changePercent,
  showChange = true,
  className,
}: {
  change: number;
  changePercent: number;
  showChange?: boolean;
  className?: string;
}) {
  const d = direction(Number(changePercent.toFixed(2)));
  const Icon = d === 'up' ? ArrowUpRight : d === 'down' ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 whitespace-nowrap font-semibold tabular-nums',
        d === 'up' ? 'text-gain' : d === 'down' ? 'text-loss' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span aria-hidden="true">
        {showChange ? `${formatSigned(change)} (${formatSigned(changePercent)}%)` : `${formatSigned(changePercent)}%`}
      </span>
      <span className="sr-only">{describeMove(changePercent)}</span>
    </span>
  );
}
