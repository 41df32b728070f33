import { WifiOff } from '~/app/ui/icons';
import { TEXT } from '~/core/messages';

/** The spec's offline banners: the desktop's and the phone's wording, each at its width. */
export function OfflineBanner() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-tan-400 bg-tan-100 px-4 py-3 text-sm font-medium text-brown-900 dark:border-tan-600 dark:bg-night-800 dark:text-cream-100"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span className="hidden md:inline">{TEXT.offlineDesktop}</span>
      <span className="md:hidden">{TEXT.offlineMobile}</span>
    </p>
  );
}
