import { SHARE_POPUP } from '~/core/share';

/** Opens a share page in the spec's 600×400 popup, centred on the current window. */
export function openSharePopup(url: string): void {
  const left = Math.max(0, window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2);
  window.open(
    url,
    'share',
    `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`,
  );
}

/** Writes text to the clipboard; failures are logged (the spec: clipboard failure is logged for share). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Could not copy to the clipboard', error);
    return false;
  }
}
