import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsRequested } from './notify';

const ToastStack = lazy(() => import('./toast-stack').then((module) => ({ default: module.ToastStack })));

/**
 * Where toasts appear. Every toast answers something the reader did, so the notification library
 * (about 10 KB gzip) loads at the reader's first press or key, not with the page; its live region
 * is then in place well before the answer (a network round trip) arrives to be announced. A toast
 * raised earlier still loads it and shows.
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToasts, toastsRequested, () => false);
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    const onFirstInput = () => setInteracted(true);
    const options = { capture: true, once: true } as const;
    document.addEventListener('pointerdown', onFirstInput, options);
    document.addEventListener('keydown', onFirstInput, options);
    return () => {
      document.removeEventListener('pointerdown', onFirstInput, options);
      document.removeEventListener('keydown', onFirstInput, options);
    };
  }, []);

  return requested || interacted ? (
    <Suspense>
      <ToastStack />
    </Suspense>
  ) : null;
}
