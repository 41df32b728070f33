// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clientRoot, container, hydrate } from '~/tests/support/react-roots';
import { island } from './island';
import { nextTask } from './next-task';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** The HTML the server sends (app/entry.server.tsx renders the same way): the island in place. */
async function serverHtml(Part: React.ComponentType<{ label: string }>, label: string) {
  const Loaded = island(async () => Part);
  return renderToStringAsync(<Loaded label={label} />);
}

describe('island', () => {
  it('is written into the server HTML once its code is loaded', async () => {
    const html = await serverHtml(Counter, 'Votes');
    expect(html).toContain('Votes 0');
    expect(html).not.toContain('<template'); // in place, not streamed in later by a script
  });

  it('keeps the server HTML while its code loads, then hydrates it without a flash', async () => {
    const page = container(await serverHtml(Counter, 'Votes'));
    const code = deferred<typeof Counter>();
    const Part = island(() => code.promise);
    const removals: Node[] = [];
    new MutationObserver((records) => records.forEach((r) => removals.push(...r.removedNodes))).observe(page, {
      childList: true,
      subtree: true,
    });
    await hydrate(page, <Part label="Votes" />);
    expect(page.textContent).toBe('Votes 0');
    await act(nextTask); // the browser asks for the code a task later
    await act(async () => code.resolve(Counter));
    expect(page.textContent).toBe('Votes 0');
    await act(nextTask); // and hydrates in a task of its own once it has it
    await act(async () => page.querySelector('button')!.click());
    expect(page.textContent).toBe('Votes 1');
    expect(removals).toEqual([]); // the server's nodes were kept, never replaced
  });

  it('renders the part again only when its props change (dates by their time)', async () => {
    const rendered = vi.fn();
    const Part = island(async () => ({ at }: { at: Date; label: string }) => {
      rendered();
      return <time>{at.toISOString()}</time>;
    });
    const root = clientRoot(container());
    await act(async () => root.render(<Part at={new Date('2026-11-26T00:00:00Z')} label="a" />));
    await act(nextTask);
    await act(nextTask);
    await act(async () => root.render(<Part at={new Date('2026-11-26T00:00:00Z')} label="a" />));
    expect(rendered).toHaveBeenCalledTimes(1);
    await act(async () => root.render(<Part at={new Date('2026-11-26T00:00:00Z')} label="b" />));
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it('drops only itself when its code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = island<{ label: string }>(() => Promise.reject(new Error('chunk gone after a deploy')));
    const page = container();
    const root = clientRoot(page);
    await act(async () =>
      root.render(
        <main>
          <h1>Latest Industry News</h1>
          <Part label="Votes" />
        </main>,
      ),
    );
    expect(page.innerHTML).toBe('<main><h1>Latest Industry News</h1></main>');
  });
});
