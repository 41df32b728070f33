import { MARKET_TEXT } from '~/core/messages';
import { NoticeLabel } from '~/app/ui/notice-label';

/**
 * The label sample quotes carry wherever they appear (the watch, the Market Summary, the profiles,
 * the phone's tabs), so they are never taken for live figures. Renders nothing for real quotes.
 */
export function SampleDataLabel({ sample, className }: { sample: boolean; className?: string }) {
  if (!sample) return null;
  return (
    <NoticeLabel title={MARKET_TEXT.sampleNotice} className={className}>
      {MARKET_TEXT.sampleBadge}
    </NoticeLabel>
  );
}
