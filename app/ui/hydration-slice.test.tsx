// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clientRoot, container, hydrate } from '~/tests/support/react-roots';
import { HydrationSlice, hydratePage } from './hydration-slice';
import { nextTask } from './next-task';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

describe('HydrationSlice', () => {
  const page = (label: string) => (
    <main>
      <Counter label="Header" />
      <HydrationSlice>
        <Counter label={label} />
      </HydrationSlice>
    </main>
  );

  it('is written into the server HTML like its children', async () => {
    expect(await renderToStringAsync(page('Votes'))).toBe('<main><button>Header 0</button><button>Votes 0</button></main>');
  });

  it('keeps the server HTML while the page hydrates, then hydrates a task later', async () => {
    const into = container(await renderToStringAsync(page('Votes')));
    const removals: Node[] = [];
    new MutationObserver((records) => records.forEach((r) => removals.push(...r.removedNodes))).observe(into, {
      childList: true,
      subtree: true,
    });
    const [header, slice] = [...into.querySelectorAll('button')];
    await act(async () => hydratePage(() => void hydrate(into, page('Votes'))));
    await act(async () => header!.click());
    expect(into.textContent).toBe('Header 1Votes 0');
    expect(document.documentElement.dataset.islandsPending).toBe('1');
    await act(async () => slice!.click()); // not yet hydrated: the browser's click, not the page's
    expect(into.textContent).toBe('Header 1Votes 0');
    await act(nextTask);
    expect(document.documentElement.dataset.islandsPending).toBeUndefined();
    await act(async () => slice!.click());
    expect(into.textContent).toBe('Header 1Votes 1');
    expect(removals).toEqual([]); // the server's nodes were kept, never replaced
  });

  it('renders at once after the page has hydrated', async () => {
    const root = clientRoot(container());
    await act(async () => root.render(page('Votes')));
    expect(document.querySelectorAll('button')[1]?.textContent).toBe('Votes 0');
  });
});
