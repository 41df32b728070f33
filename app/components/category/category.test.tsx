// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '~/core/categories';
import { CATEGORY_BADGE_CLASSES, CategoryBadge, UNKNOWN_CATEGORY_BADGE_CLASSES } from './CategoryBadge';
import { CategoryPill } from './CategoryPill';

afterEach(cleanup);

describe('CategoryBadge', () => {
  it('gives every category a distinct, non-grey badge with light and dark colours', () => {
    const badges = CATEGORIES.map((category) => CATEGORY_BADGE_CLASSES[category]);
    expect(new Set(badges).size).toBe(CATEGORIES.length);
    for (const badge of badges) {
      expect(badge).not.toBe(UNKNOWN_CATEGORY_BADGE_CLASSES);
      expect(badge).toMatch(/(^| )bg-\S+/);
      expect(badge).toMatch(/(^| )text-\S+/);
    }
  });

  it('shows the label, and an unknown category as given, in grey', () => {
    render(
      <>
        <CategoryBadge category="senior-living" />
        <CategoryBadge category="market-watch" />
      </>,
    );
    expect(screen.getByText('Senior Living').className).toContain(CATEGORY_BADGE_CLASSES['senior-living'].split(' ')[0]);
    expect(screen.getByText('market-watch').className).toContain(UNKNOWN_CATEGORY_BADGE_CLASSES.split(' ')[0]);
  });
});

describe('CategoryPill', () => {
  it('is a link that marks the current category for assistive technology', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <CategoryPill to="/?category=investment" active>
              Investment
            </CategoryPill>
            <CategoryPill to="/?category=technology" size="compact">
              Technology
            </CategoryPill>
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    const current = screen.getByRole('link', { name: 'Investment' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/?category=investment');
    const other = screen.getByRole('link', { name: 'Technology' });
    expect(other.hasAttribute('aria-current')).toBe(false);
    expect(other.className).toContain('text-xs');
  });
});
