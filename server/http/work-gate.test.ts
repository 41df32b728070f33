import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate';

/** A piece of work the test finishes when it wants. */
function deferred() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

/** Lets finished work hand its slot on (the gate does that on a later turn of the event loop). */
const flush = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('the work gate', () => {
  it('runs at most maxRunning at once and the rest in arrival order', async () => {
    const gate = createWorkGate({ maxRunning: 2, maxWaiting: 10 });
    const started: number[] = [];
    const works = Array.from({ length: 5 }, () => deferred());
    const results = works.map((work, i) =>
      gate.run(() => {
        started.push(i);
        return work.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 3 });

    works[1]!.finish('one');
    await flush();
    expect(started).toEqual([0, 1, 2]);
    works[0]!.finish('zero');
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const work of works.slice(2)) work.finish('later');
    expect(await Promise.all(results)).toEqual(['zero', 'one', 'later', 'later', 'later']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of work that failed', async () => {
    const gate = createWorkGate({ maxRunning: 1, maxWaiting: 10 });
    const failing = deferred();
    const first = gate.run(() => failing.promise);
    const second = gate.run(async () => 'ran');
    // The work has started (on a later turn) and is awaited when it fails.
    await flush();
    failing.fail(new Error('render failed'));
    await expect(first).rejects.toThrow('render failed');
    expect(await second).toBe('ran');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, without running the work', async () => {
    const gate = createWorkGate({ maxRunning: 1, maxWaiting: 1 });
    const busy = deferred();
    const first = gate.run(() => busy.promise);
    const queued = gate.run(async () => 'queued');
    let ran = false;
    expect(
      await gate.run(async () => {
        ran = true;
        return 'refused';
      }),
    ).toBeNull();
    expect(ran).toBe(false);
    busy.finish('done');
    expect([await first, await queued]).toEqual(['done', 'queued']);
  });

  it('starts even work with a free slot on a later turn of the event loop, not in the callback that asked', async () => {
    const gate = createWorkGate({ maxRunning: 4, maxWaiting: 10 });
    const order: string[] = [];
    // Work that finishes in promise callbacks alone, as a render over the embedded database does:
    // started at once, it would run to its end before the loop read the next socket.
    const done = gate.run(async () => void order.push('work'));
    order.push('rest of the callback');
    for (let i = 0; i < 10; i++) await Promise.resolve();
    order.push('promise callbacks of the same turn');
    await done;
    expect(order).toEqual(['rest of the callback', 'promise callbacks of the same turn', 'work']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit that would let nothing run', () => {
    expect(() => createWorkGate({ maxRunning: 0, maxWaiting: 1 })).toThrow('maxRunning must be a positive integer, not 0');
  });
});
