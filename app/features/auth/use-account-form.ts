import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AccountFormOutcome, AccountIntent } from '~/core/account';
import { MESSAGES, type Message } from '~/core/messages';
import { notify } from '~/app/features/toast/notify';

const TOASTS: Record<AccountIntent, { success: Message; failure: Message }> = {
  login: { success: MESSAGES.loginSuccess, failure: MESSAGES.loginFailure },
  register: { success: MESSAGES.registrationSuccess, failure: MESSAGES.registrationFailure },
  logout: { success: MESSAGES.logout, failure: MESSAGES.logout },
};

/**
 * A fetcher for one of the account forms posting to the /account route action: the spec's toast
 * for its answer (a failure carries the server's message), then `onSuccess`. The root loader runs
 * again after a successful post, so the header learns who is signed in from the session cookie.
 */
export function useAccountForm(intent: AccountIntent, onSuccess?: () => void) {
  const fetcher = useFetcher<AccountFormOutcome>();
  const outcome = fetcher.data;
  // Only a new answer shows a toast and calls back, not a new onSuccess function.
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });

  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) {
      notify('success', TOASTS[intent].success);
      onSuccessRef.current?.();
    } else if (intent !== 'logout') {
      notify('error', TOASTS[intent].failure, outcome.message);
    }
  }, [outcome, intent]);

  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    fieldErrors: outcome && !outcome.ok ? (outcome.fieldErrors ?? {}) : {},
  };
}
