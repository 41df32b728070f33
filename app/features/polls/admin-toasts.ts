import { useEffect } from 'react';
import { POLL_ADMIN_TOASTS } from '~/core/messages';
import type { PollAdminAnswer, PollAdminIntent } from '~/core/polls';
import { notify } from '~/app/ui/notify';

const DONE: Record<PollAdminIntent, { title: string; description?: string }> = {
  create: POLL_ADMIN_TOASTS.created,
  update: POLL_ADMIN_TOASTS.updated,
  open: POLL_ADMIN_TOASTS.opened,
  close: POLL_ADMIN_TOASTS.closed,
  delete: POLL_ADMIN_TOASTS.deleted,
};

/** A toast for each answer of the admin's poll actions: what was done, or why nothing was. */
export function usePollAdminToast(answer: PollAdminAnswer | undefined): void {
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) notify('success', DONE[answer.intent]);
    else notify('error', POLL_ADMIN_TOASTS.failed, answer.message);
  }, [answer]);
}
