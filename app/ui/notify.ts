import { toast } from 'sonner';
import type { Message } from '~/core/messages';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Shows a catalogue message as a toast; `description` overrides the catalogue's (e.g. a server's text). */
export function notify(type: ToastType, message: Message, description?: string): void {
  toast[type](message.title, { description: description ?? message.description });
}
