import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AccountFormOutcome, AccountIntent } from '~/core/account';
import { MESSAGES, type Message } from '~/core/messages';
import { notify } from '~/app/ui/notify';

/**
 * The account forms (Login, Register, Logout) share one keyed fetcher posting to the /account
 * route action. Keyed, its answer outlives the form that posted it: after a login the root loader
 * runs again and the header swaps the dialog for the greeting, possibly in the same render that
 * brings the answer, so the toast is shown by AccountControls (useAccountToasts), which stays.
 */
const ACCOUNT_FETCHER_KEY = 'account';

const TOASTS: Record<AccountIntent, { success: Message; failure: Message }> = {
  login: { success: MESSAGES.loginSuccess, failure: MESSAGES.loginFailure },
  register: { success: MESSAGES.registrationSuccess, failure: MESSAGES.registrationFailure },
  logout: { success: MESSAGES.logout, failure: MESSAGES.logout },
};

/** One account form: its fetcher, busy state and field errors; `onSuccess` after its own post succeeds. */
export function useAccountForm(intent: AccountIntent, onSuccess?: () => void) {
  const fetcher = useFetcher<AccountFormOutcome>({ key: ACCOUNT_FETCHER_KEY });
  const outcome = fetcher.data?.intent === intent ? fetcher.data : undefined;
  // Only an answer to a post from this very form calls back (the key's last answer may be older).
  const posted = useRef(false);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  });
  useEffect(() => {
    if (!outcome || !posted.current || fetcher.state === 'submitting') return;
    posted.current = false;
    if (outcome.ok) onSuccessRef.current?.();
  }, [outcome, fetcher.state]);

  return {
    fetcher,
    onSubmit: () => {
      posted.current = true;
    },
    busy: fetcher.state !== 'idle',
    fieldErrors: outcome && !outcome.ok ? (outcome.fieldErrors ?? {}) : {},
  };
}

/** Answers already toasted: a header mounted again on the next page must not repeat them. */
const toasted = new WeakSet<AccountFormOutcome>();

/**
 * The spec's toast for each answer of the account forms (a failure carries the server's message),
 * and `onSignedIn` after a login or registration even when the form that posted is gone.
 */
export function useAccountToasts(onSignedIn: () => void) {
  const outcome = useFetcher<AccountFormOutcome>({ key: ACCOUNT_FETCHER_KEY }).data;
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  });
  useEffect(() => {
    if (!outcome || toasted.has(outcome)) return;
    toasted.add(outcome);
    if (outcome.ok) notify('success', TOASTS[outcome.intent].success);
    else if (outcome.intent !== 'logout') notify('error', TOASTS[outcome.intent].failure, outcome.message);
    if (outcome.ok && outcome.intent !== 'logout') onSignedInRef.current();
  }, [outcome]);
}
