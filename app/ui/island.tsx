import { Component, memo, Suspense, use, useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { nextTask } from './next-task';

/** A promise carrying its outcome the way React's `use` reads it, so a settled one renders at once. */
type Loading<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Shallow prop equality that compares dates by their time (pages pass a fresh `now` each render). */
function sameProps(a: object, b: object): boolean {
  const aEntries = Object.entries(a);
  if (aEntries.length !== Object.keys(b).length) return false;
  return aEntries.every(([key, value]) => {
    const other = (b as Record<string, unknown>)[key];
    if (Object.is(value, other)) return true;
    return value instanceof Date && other instanceof Date && value.getTime() === other.getTime();
  });
}

/*
 * How many islands and slices of the page still wait for their code or their turn: while any does,
 * <html> carries data-islands-pending (the browser tests wait for it as for data-hydrated: a click
 * on a part not yet hydrated is the browser's, not React's).
 */
let pending = 0;
export function countPending(change: 1 | -1) {
  pending += change;
  if (pending > 0) document.documentElement.dataset.islandsPending = String(pending);
  else delete document.documentElement.dataset.islandsPending;
}

interface Progress {
  hydrated: boolean;
  counted: boolean;
}

/** A part whose chunk failed to load (a deploy replaced it, the network dropped) disappears alone. */
class DropOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of a page whose code loads after the page's own. The server renders it into the HTML as
 * usual; the browser shows that HTML at once and hydrates it when its chunk arrives (React's
 * selective hydration), so its JavaScript is not among what the page must download before it
 * paints and becomes interactive. For what sits below the fold or waits for a click: sidebars,
 * footers, secondary views.
 *
 * A dehydrated part that receives new props before its code arrives is thrown away and rendered
 * again on the client (a visible flash), so the part is memoised: give it props that stay equal
 * between renders (loader data, strings, dates), never callbacks made in the render.
 */
/**
 * An island's code in the browser: the import starts in a task of its own (Vite's preloading of the
 * chunk's imports, a link element each, would otherwise run inside the page's hydration), and the
 * island hydrates in another once the code is there (islands sharing a chunk would otherwise all
 * hydrate in the task that loaded it: a third of a second on a phone).
 */
async function loadInTurn<T>(load: () => Promise<T>): Promise<T> {
  await nextTask();
  const code = await load();
  await nextTask();
  return code;
}

export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Loading<ComponentType<P>> | undefined;
  const start = (): Loading<ComponentType<P>> => {
    if (!loading) {
      const promise: Loading<ComponentType<P>> = import.meta.env.SSR ? load() : loadInTurn(load);
      promise.status = 'pending';
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  };
  // The server has every chunk at hand: load it now, so that no page render waits for it.
  if (import.meta.env.SSR) void start().catch(() => undefined);

  function Loaded({ progress, props }: { progress: RefObject<Progress>; props: P }) {
    const Part = use(start() as Promise<ComponentType<P>>);
    useEffect(() => {
      progress.current.hydrated = true;
      if (progress.current.counted) {
        progress.current.counted = false;
        countPending(-1);
      }
    }, [progress]);
    return <Part {...props} />;
  }
  function Island(props: P) {
    const progress = useRef<Progress>({ hydrated: false, counted: false });
    // Effects run children first: when the code was at hand, Loaded has already said so.
    useEffect(() => {
      const current = progress.current;
      if (!current.hydrated) {
        current.counted = true;
        countPending(1);
      }
      return () => {
        if (current.counted) {
          current.counted = false;
          countPending(-1);
        }
      };
    }, []);
    return (
      <DropOnError>
        <Suspense fallback={null}>
          <Loaded progress={progress} props={props} />
        </Suspense>
      </DropOnError>
    );
  }
  return memo(Island, sameProps) as unknown as ComponentType<P>;
}
