import { Suspense, type ReactNode } from 'react';
import { countPending } from './island';
import { nextTask } from './next-task';

/** True while the page's first render hydrates the server's HTML: `hydratePage` sets it. */
let hydratingPage = false;

/** Hydrates the page, letting every <HydrationSlice> in it wait for a task of its own. */
export function hydratePage(hydrate: () => void): void {
  hydratingPage = true;
  try {
    hydrate();
  } finally {
    hydratingPage = false;
  }
}

function Turn({ children }: { children: ReactNode }) {
  if (!hydratingPage) return children;
  countPending(1);
  throw nextTask().then(() => countPending(-1));
}

/**
 * A part of a page hydrated a task after the rest (Preact keeps its server HTML meanwhile): Preact
 * hydrates a whole page in one task, which on a phone blocks input for a quarter of a second; in
 * slices the browser can handle input and paint between them. Rendered on the client after the
 * first hydration (a navigation, a new list), it renders at once. Its children are new on every
 * render, so a part whose parent renders again while it waits is rendered afresh instead: keep
 * slices below parents that do not render again during hydration's first tasks.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
