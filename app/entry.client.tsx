import './preact-props';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLocaleData } from '~/core/intl';
import { JOURNAL_TIME_ZONE } from '~/core/time';
import { nextTask } from './ui/next-task';

/**
 * React Router's HydratedRouter throws the promise of its loader-data decoding on its first render
 * and React suspends the root until it settles. Preact cannot suspend a root (and a Suspense
 * boundary around the whole document re-renders it instead of hydrating it), so the page waits for
 * that promise first: the router's first statement throws it, before any hook runs. Anything else
 * it throws is left to the render that follows, which reports it.
 */
async function loaderDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (typeof (thrown as PromiseLike<unknown> | null)?.then === 'function') await thrown;
  }
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
void loaderDataDecoded()
  .then(nextTask)
  .then(() => loadLocaleData('en-US', JOURNAL_TIME_ZONE))
  .then(nextTask)
  .then(() => hydrateRoot(documentRoot as unknown as Document, <HydratedRouter />));
