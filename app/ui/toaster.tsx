import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToasts, toastsRequested } from './notify';

const ToastStack = lazy(() => import('./toast-stack').then((module) => ({ default: module.ToastStack })));

/**
 * Where toasts appear. Most visits show none, so the notification library (about 10 KB gzip) is
 * loaded with the first toast; it then shows that toast and every later one.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsRequested, () => false);
  return wanted ? (
    <Suspense>
      <ToastStack />
    </Suspense>
  ) : null;
}
