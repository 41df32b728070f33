/**
 * React roots a test creates itself (to hydrate server HTML, or to render again with new props),
 * in a container on the page: all unmounted and the page emptied after each test.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

// The tests drive React's roots themselves: tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** A container on the page, holding `html` (the server's) when given. */
export function container(html = ''): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

export async function hydrate(into: HTMLElement, element: ReactNode, options?: HydrationOptions): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(into, element, options);
  });
  roots.push(root!);
  return root!;
}

/** A client root that the test renders into (again) with `act(() => root.render(…))`. */
export function clientRoot(into: HTMLElement): Root {
  const root = createRoot(into);
  roots.push(root);
  return root;
}
