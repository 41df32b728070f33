// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT } from '~/core/messages';
import { FallbackLabel } from './FallbackLabel';

afterEach(cleanup);

describe('FallbackLabel', () => {
  it('labels a fallback article', () => {
    render(<FallbackLabel article={{ isFallback: true }} />);
    expect(screen.getByText('Fallback')).toHaveProperty('title', TEXT.fallbackNotice);
  });

  it('renders nothing for a real article', () => {
    const { container } = render(<FallbackLabel article={{ isFallback: false }} />);
    expect(container.innerHTML).toBe('');
  });
});
