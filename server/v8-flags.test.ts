import { describe, expect, it } from 'vitest';
import { setServerV8Flags } from './v8-flags';

describe('setServerV8Flags', () => {
  it("leaves an operator's own flag alone, however it is spelt", () => {
    expect(setServerV8Flags(['--heap-growing-percent=50'])).toEqual(['--wasm-num-compilation-tasks=1']);
    expect(setServerV8Flags(['--enable-source-maps', '--heap_growing_percent=50', '--wasm_num_compilation_tasks=4'])).toEqual([]);
  });

  it('sets ours otherwise', () => {
    expect(setServerV8Flags(['--enable-source-maps', '--max-old-space-size=512'])).toEqual([
      '--heap-growing-percent=25',
      '--wasm-num-compilation-tasks=1',
    ]);
  });

  it('does not take a longer flag for ours', () => {
    expect(setServerV8Flags(['--heap-growing-percentage-typo=1'])).toContain('--heap-growing-percent=25');
  });
});
