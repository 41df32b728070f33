import { Share2 } from '~/app/ui/icons';
import { useSyncExternalStore } from 'react';
import type { Shareable } from '~/core/share';
import { cn } from '~/app/ui/cn';
import { buttonVariants } from '~/app/ui/button';
import { ShareMenu } from './ShareMenu';

const noSubscription = () => () => undefined;
/** Whether this browser has the Web Share API (phones, some desktops); the server assumes not. */
export function useNativeShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

/** Opens the device's share sheet; a dismissed sheet is not an error. */
export async function shareNatively(item: Shareable): Promise<void> {
  try {
    await navigator.share({ title: item.title, text: item.summary, url: item.url });
  } catch (error) {
    if ((error as Error).name !== 'AbortError') console.error('Could not share', error);
  }
}

/**
 * Share: the device's share sheet where the browser has the Web Share API, the spec's menu
 * (professional network, microblog, social network, e-mail, Copy Link) elsewhere.
 */
export function ShareButton({ item, iconOnly = false, className }: { item: Shareable; iconOnly?: boolean; className?: string }) {
  const native = useNativeShare();
  const classes = cn(iconOnly && 'size-11 px-0 border-0', className);
  if (native) {
    return (
      <button
        type="button"
        className={buttonVariants({ variant: iconOnly ? 'ghost' : 'outline', size: 'sm', className: classes })}
        aria-label={iconOnly ? 'Share' : undefined}
        onClick={() => void shareNatively(item)}
      >
        <Share2 aria-hidden="true" />
        {!iconOnly && 'Share'}
      </button>
    );
  }
  return <ShareMenu item={item} label={iconOnly ? undefined : 'Share'} className={classes} />;
}
