import { useId } from 'react';
import { dayLabel, type DayCount } from '~/core/analytics';

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;

/**
 * One bar per New York day, drawn as SVG on the server (decision 0095: no chart library; 30 bars
 * need none, and the page works before any script). The picture has a summary as its name; the
 * numbers themselves are in a table under 'Show the numbers'.
 */
export function DailyBarChart({ title, days, unit }: { title: string; days: DayCount[]; unit: string }) {
  const id = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce<DayCount | null>((best, day) => (best === null || day.count > best.count ? day : best), null);
  const highest = peak?.count ?? 0;
  // An empty month still needs a scale to draw its baseline against.
  const max = Math.max(1, highest);
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - AXIS;
  const summary =
    total === 0
      ? `${title}: none in the last 30 days.`
      : `${title}: ${total.toLocaleString('en-US')} in the last 30 days, most on ${dayLabel(peak!.day)} (${peak!.count.toLocaleString('en-US')}).`;

  return (
    <figure aria-labelledby={`${id}-title`} className="card flex flex-col gap-2 p-5">
      <figcaption id={`${id}-title`} className="flex items-baseline justify-between gap-2">
        <span className="font-serif text-lg font-bold">{title}</span>
        <span className="text-sm text-muted-foreground tabular-nums">
          {total.toLocaleString('en-US')} {unit}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-40 w-full overflow-visible text-primary"
        preserveAspectRatio="none"
      >
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="stroke-tan-300 dark:stroke-night-700" strokeWidth={1} />
        {days.map((day, i) => {
          const height = (day.count / max) * (plot - 8);
          return (
            <rect
              key={day.day}
              x={i * slot + slot * 0.15}
              y={plot - height}
              width={slot * 0.7}
              height={Math.max(height, day.count > 0 ? 1 : 0)}
              rx={2}
              className="fill-current"
            >
              <title>{`${dayLabel(day.day)}: ${day.count.toLocaleString('en-US')}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{days[0] ? dayLabel(days[0].day) : ''}</span>
        <span>peak {highest.toLocaleString('en-US')}</span>
        <span>{days.at(-1) ? dayLabel(days.at(-1)!.day) : ''}</span>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show the numbers</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">{title}, day by day</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col">Day</th>
              <th scope="col" className="text-right">
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="text-left font-normal">
                  <time dateTime={day.day}>{dayLabel(day.day)}</time>
                </th>
                <td className="text-right tabular-nums">{day.count.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
