import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page: let the browser paint it before hydration takes the main
// thread (on a slow phone, hydrating first delayed the first paint by the scripts' whole run).
// A frame, then a task: the paint happens between the two.
requestAnimationFrame(() => setTimeout(hydrate, 0));
