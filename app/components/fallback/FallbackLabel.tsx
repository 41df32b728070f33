import { TEXT } from '~/core/messages';
import { NoticeLabel } from '~/app/ui/notice-label';

/**
 * The label every fallback article carries wherever it appears (cards, Trending Now, Market News,
 * Must-Read, the trending ticker, the embed), so the journal's own stand-in pieces are never taken
 * for live industry news. Renders nothing for a real article, so each place uses it in one line:
 * `<FallbackLabel article={article} />`.
 */
export function FallbackLabel({ article, className }: { article: { isFallback: boolean }; className?: string }) {
  if (!article.isFallback) return null;
  return (
    <NoticeLabel title={TEXT.fallbackNotice} className={className}>
      {TEXT.fallbackBadge}
    </NoticeLabel>
  );
}
