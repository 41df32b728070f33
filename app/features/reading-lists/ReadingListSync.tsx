import { useEffect } from 'react';
import { subscribeReadingLists, SYNC_USER_KEY } from './store';

const loadSync = () => import('./sync');

/**
 * Mounted by the root for every page. Signed in: merges or refreshes this browser's lists with the
 * server copy, then sends each change as it is made. Signed out after being signed in: forgets the
 * account's lists here. The sync code loads only for signed-in readers (or at sign-out).
 */
export function ReadingListSync({ email }: { email: string | null }) {
  useEffect(() => {
    if (!email) {
      if (syncedUserStored()) void loadSync().then((s) => s.forgetAccountLists());
      return;
    }
    let active = true;
    const report = (error: unknown) => console.warn('Reading lists are kept in this browser for now', error);
    void loadSync().then((sync) => {
      if (active) sync.syncReadingLists(email).catch(report);
    });
    const unsubscribe = subscribeReadingLists(() => {
      void loadSync().then((sync) => sync.flushPending().catch(report));
    });
    const onOnline = () => void loadSync().then((sync) => sync.flushPending().catch(report));
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [email]);
  return null;
}

/**
 * Whether an account's lists are kept here. Storage may be refused (a locked-down browser, or
 * another site's frame of /embed with third-party storage blocked): then nothing is kept to forget.
 */
function syncedUserStored(): boolean {
  try {
    return window.localStorage.getItem(SYNC_USER_KEY) !== null;
  } catch (error) {
    console.warn('Reading lists: browser storage is not available', error);
    return false;
  }
}
