import { TEXT } from '~/core/messages';
import { cn } from '~/app/ui/cn';

/**
 * The label every fallback article carries wherever it appears (cards, Trending Now, Market News,
 * Must-Read, the trending ticker, the embed), so the journal's own stand-in pieces are never taken
 * for live industry news. Renders nothing for a real article, so each place uses it in one line:
 * `<FallbackLabel article={article} />`.
 */
export function FallbackLabel({ article, className }: { article: { isFallback: boolean }; className?: string }) {
  if (!article.isFallback) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-tan-400 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brown-800 dark:border-tan-300 dark:text-tan-200',
        className,
      )}
      title={TEXT.fallbackNotice}
    >
      {TEXT.fallbackBadge}
    </span>
  );
}
