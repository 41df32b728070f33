/**
 * A server module that keeps process state in module variables. Linted as if it lived under
 * server/ (server/lint-module-state.test.ts): every declaration marked "flagged" must be reported.
 */
class Counter {
  count = 0;
}

let requests = 0; // flagged: let
export let lastClient: string | null = null; // flagged: exported let
var legacy = 1; // flagged: var
const hitsByKey = new Map<string, number[]>(); // flagged: an empty Map filled at run time
const seenKeys = new Set<string>(); // flagged: an empty Set filled at run time
export const owners = new WeakMap<object, string>(); // flagged: exported WeakMap
const slots = new Array<number>(10); // flagged: an Array to be filled
const counter = new Counter(); // flagged: an instance holding state
const queue: string[] = []; // flagged: an empty array filled at run time
const cache: Record<string, string> = {}; // flagged: an empty object filled at run time

export function touch(key: string): number {
  requests++;
  legacy++;
  lastClient = key;
  hitsByKey.set(key, []);
  seenKeys.add(key);
  queue.push(key);
  cache[key] = key;
  slots[0] = counter.count++;
  return requests + legacy + (owners.has(cache) ? 1 : 0);
}
