import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-reads';

function counter() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
}

describe('shared reads', () => {
  it('keeps a value while it is fresh and loads it again after', async () => {
    let clock = 0;
    const reads = createSharedReads({ freshMs: 10_000, now: () => clock });
    const source = counter();
    expect(await reads.read('home', source.load)).toBe(1);
    clock = 9_999;
    expect(await reads.read('home', source.load)).toBe(1);
    clock = 10_000;
    expect(await reads.read('home', source.load)).toBe(2);
    expect(source.loads).toBe(2);
  });

  it('keeps each key apart', async () => {
    const reads = createSharedReads({ now: () => 0 });
    expect(await reads.read('a', async () => 'first')).toBe('first');
    expect(await reads.read('b', async () => 'second')).toBe('second');
    expect(await reads.read('a', async () => 'other')).toBe('first');
  });

  it('lets readers who ask during a load share it', async () => {
    const reads = createSharedReads({ now: () => 0 });
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => reads.read('home', source.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(source.loads).toBe(1);
  });

  it('forgets everything at once', async () => {
    const reads = createSharedReads({ now: () => 0 });
    const source = counter();
    await reads.read('a', source.load);
    await reads.read('b', source.load);
    reads.forget();
    expect(reads.size).toBe(0);
    expect(await reads.read('a', source.load)).toBe(3);
  });

  it('does not keep a failed load: the next reader tries again', async () => {
    const reads = createSharedReads({ now: () => 0 });
    await expect(reads.read('home', () => Promise.reject(new Error('database unavailable')))).rejects.toThrow(
      'database unavailable',
    );
    expect(reads.size).toBe(0);
    expect(await reads.read('home', async () => 'stored news')).toBe('stored news');
  });

  it('keeps at most maxEntries keys, dropping the least recently loaded', async () => {
    let clock = 0;
    const reads = createSharedReads({ maxEntries: 2, freshMs: 10, now: () => clock });
    await reads.read('a', async () => 'a1');
    await reads.read('b', async () => 'b1');
    clock = 20;
    // 'a' expired and is loaded again: it becomes the newest.
    await reads.read('a', async () => 'a2');
    clock = 21;
    await reads.read('c', async () => 'c1');
    expect(reads.size).toBe(2);
    expect(await reads.read('a', async () => 'a3')).toBe('a2');
    expect(await reads.read('b', async () => 'b2')).toBe('b2');
  });
});
