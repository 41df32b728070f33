/**
 * The V8 settings the server starts with, set from its own code so that `npm start`, the container
 * image, the browser tests and the benchmarks all run the same way (Node does not accept these
 * flags in NODE_OPTIONS). An operator's own flag on the command line wins over ours.
 */
import v8 from 'node:v8';

export const SERVER_V8_FLAGS = {
  /**
   * How far the JavaScript heap may grow between full collections (decision 0112). By default V8
   * picks a factor of up to 4 when the machine has memory to spare: rendering page after page with
   * about 110 MB live, the heap reached 411 MB before a full collection and the process 755 MB. A
   * fixed 1.25 kept it at 435–447 MB over 10,000 pages at the same throughput. It is not a cap: a
   * heap that needs more still gets it, only collected sooner, so a busy hour cannot end in an
   * out-of-memory crash as a fixed --max-old-space-size could.
   */
  'heap-growing-percent': 25,
  /**
   * One background thread compiles the embedded database's WebAssembly (decision 0117). With V8's
   * default, one per core and more, each thread's allocator kept its compiler's scratch memory:
   * 274–332 MB after start, different at every start; with one, 251–258 MB. The database's hot
   * functions are still optimised, one after another instead of side by side.
   */
  'wasm-num-compilation-tasks': 1,
} as const;

/** V8 reads its flags with dashes or underscores alike. */
const spellings = (name: string) => new RegExp(`^--${name.replaceAll('-', '[-_]')}(=|$)`);

/** Call once at boot, before the database opens. Answers the flags it set. */
export function setServerV8Flags(execArgv: readonly string[] = process.execArgv): string[] {
  const set: string[] = [];
  for (const [name, value] of Object.entries(SERVER_V8_FLAGS)) {
    if (execArgv.some((arg) => spellings(name).test(arg))) continue;
    const flag = `--${name}=${value}`;
    v8.setFlagsFromString(flag);
    set.push(flag);
  }
  return set;
}
