import './preact-props';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocaleData } from '~/core/intl';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { hydratePage } from './ui/hydration-slice';
import { nextTask } from './ui/next-task';

/**
 * React Router's HydratedRouter creates its router on its first render, once its loader data is
 * decoded: it throws the promise of that decoding first, and React suspends the root until it
 * settles. Preact cannot suspend a root (and a Suspense boundary around the whole document
 * re-renders it instead of hydrating it), so the page calls it outside a render:
 * - first to wait for that promise, its first statement's throw;
 * - then, a task later, to create the router (a fifth of the hydration's work on a phone) before
 *   its first hook, which throws outside a render and is ignored here.
 * Anything else it throws is left to the render that follows, which reports it.
 */
function createRouter(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    return thrown;
  }
}

async function routerCreated(): Promise<void> {
  const thrown = createRouter();
  if (typeof (thrown as PromiseLike<unknown> | null)?.then === 'function') await thrown;
  await nextTask();
  createRouter();
}

/**
 * The root's layout renders <html> itself. Preact hydrates a document into its <html> element
 * (preactjs/preact#3794), where the layout's <html> would find no match and be created anew inside
 * the old one; this view of the document offers <html> as the only child to hydrate.
 */
const documentRoot = new Proxy(document, {
  get(target, key) {
    if (key === 'nodeType') return Node.ELEMENT_NODE;
    if (key === 'childNodes') return [target.documentElement];
    if (key === 'firstChild') return target.documentElement;
    const value: unknown = Reflect.get(target, key, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
  set(target, key, value) {
    return Reflect.set(target, key, value, target);
  },
});

/**
 * The page's modules are evaluated, and React Router's data decoded, in the microtasks of the task
 * that imported them: hydrating there too made one task of all three (about a second on a phone).
 * Hydration starts in a task of its own.
 */
void routerCreated()
  .then(nextTask)
  .then(() => loadLocaleData('en-US', JOURNAL_TIME_ZONE))
  .then(nextTask)
  .then(() => hydratePage(() => hydrateRoot(documentRoot as unknown as Document, <HydratedRouter />)));
