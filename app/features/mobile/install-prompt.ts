/**
 * The browser's install offer (beforeinstallprompt), kept from page start so the Install App button
 * can use it later. Only Chromium browsers send it; elsewhere the button explains the menu route.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    for (const listener of listeners) listener();
  });
}

export function installOffered(): boolean {
  return offer !== null;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; true when the reader accepted. */
export async function install(): Promise<boolean> {
  if (!offer) return false;
  const current = offer;
  offer = null;
  await current.prompt();
  const { outcome } = await current.userChoice;
  for (const listener of listeners) listener();
  return outcome === 'accepted';
}
