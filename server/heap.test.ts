import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap';

describe('limitHeapGrowth', () => {
  it("leaves an operator's own growing factor alone, however it is spelt", () => {
    expect(limitHeapGrowth(['--heap-growing-percent=50'])).toBe(false);
    expect(limitHeapGrowth(['--enable-source-maps', '--heap_growing_percent=50'])).toBe(false);
  });

  it('sets ours otherwise', () => {
    expect(limitHeapGrowth(['--enable-source-maps', '--max-old-space-size=512'])).toBe(true);
  });
});
