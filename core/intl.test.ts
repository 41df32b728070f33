import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

afterEach(() => vi.restoreAllMocks());

/** Counts the formatters of one kind built from here on, each still a real one. */
function countBuilds(kind: 'DateTimeFormat' | 'NumberFormat') {
  const Real = Intl[kind] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    return new Real(...args) as never;
  } as never);
}

describe('formatters built on first use', () => {
  it('builds the date formatter once, at the first format, and formats as Intl does', () => {
    const built = countBuilds('DateTimeFormat');
    const options = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    const format = dateTimeFormat('en-US', options);
    expect(built).not.toHaveBeenCalled();
    const date = new Date('2026-11-25T12:00:00Z');
    expect(format.format(date)).toBe('Nov 25');
    expect(format.formatToParts(date).map((p) => p.type)).toEqual(['month', 'literal', 'day']);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('shares one formatter between declarations with the same locale and options', () => {
    const built = countBuilds('DateTimeFormat');
    const options = { month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' } as const;
    const first = dateTimeFormat('en-US', options);
    const second = dateTimeFormat('en-US', { ...options });
    const date = new Date('2026-11-25T12:00:00Z');
    expect(first.format(date)).toBe('November 2026');
    expect(second.format(date)).toBe('November 2026');
    expect(built).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat('en-GB', options).format(date)).toBe('November 2026');
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('builds the number formatter once, at the first format', () => {
    const built = countBuilds('NumberFormat');
    const usd = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(built).not.toHaveBeenCalled();
    expect(usd.format(1234.5)).toBe('$1,234.50');
    expect(usd.format(2)).toBe('$2.00');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
