// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_DEBOUNCE_MS } from '~/core/suggestions';
import { SearchBox } from './SearchBox';

const HEADLINES = ['Welltower buys 12 communities', 'Welltower raises guidance', 'Ventas sells a portfolio'];

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}

function renderSearchBox() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <SearchBox search="" category="all" headlines={HEADLINES} />
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('combobox', { name: 'Search news' });
}

async function type(box: HTMLElement, text: string) {
  fireEvent.input(box, { target: { value: text } });
  await act(async () => vi.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS));
  // The window's words arrive (the stubbed fetch), then the list, loaded on demand (lazy): a few
  // promise hops, each render flushed by act.
  for (let hop = 0; hop < 5; hop++) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  // The box asks the server for words of the whole window; here the server knows none, at once
  // (an unanswered request would make the suggestions' timing depend on the network).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ terms: [] })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('suggests after the debounce and says so on the combobox', async () => {
    const box = renderSearchBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await type(box, 'welltow');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['WelltowerTrending']);
  });

  it('moves the active option with the arrows, keeps focus in the field and chooses with Enter', async () => {
    const box = renderSearchBox();
    box.focus();
    await type(box, 'sen');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(document.activeElement).toBe(box);

    // The first suggestion for "sen" is the Senior Living category: choosing it filters by category.
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('?category=senior-living');
  });

  it('closes the list with Escape and leaves the text as typed', async () => {
    const box = renderSearchBox();
    box.focus();
    await type(box, 'welltow');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box).toHaveProperty('value', 'welltow');
  });

  it('remembers a submitted search as recent and offers it first next time', async () => {
    const box = renderSearchBox();
    await type(box, 'Welltower');
    await act(async () => fireEvent.submit(box.closest('form')!));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('?search=Welltower');
    cleanup();
    const again = renderSearchBox();
    await type(again, 'wel');
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('WelltowerRecent');
  });
});
