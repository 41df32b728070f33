/**
 * How far V8 lets the JavaScript heap grow between full collections (decision 0112).
 *
 * By default V8 picks a growing factor of up to 4 when the machine has memory to spare: rendering
 * page after page with about 110 MB live, the heap reached 411 MB before a full collection and the
 * process 755 MB. A fixed factor of 1.25 kept the process at 435–447 MB over 10,000 pages, at the
 * same throughput (bench/memory.ts). It is not a cap: a heap that needs more still gets it, only
 * collected sooner, so a busy hour cannot end in an out-of-memory crash as a fixed
 * --max-old-space-size could.
 */
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 25;

/** V8 reads its flags with dashes or underscores alike. */
const OPERATORS_OWN = /^--heap[-_]growing[-_]percent=/;

/** Call once at boot. An operator's own --heap-growing-percent on the command line wins. */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => OPERATORS_OWN.test(arg))) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
