import type { Message } from '~/core/messages';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a catalogue message as a toast; `description` overrides the catalogue's (e.g. a server's
 * text). The library loads with the first toast; it keeps toasts raised before its stack mounted
 * and shows them then.
 */
export function notify(type: ToastType, message: Message, description?: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => toast[type](message.title, { description: description ?? message.description }));
}

/** For Toaster: whether any toast was asked for yet, and a way to hear the first one. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
