/**
 * A server module whose module-level declarations are constants: lookup tables, patterns and
 * factories. Linted as if it lived under server/ (server/lint-module-state.test.ts): nothing is
 * reported.
 */
const LABELS = new Set(['windows-1252', 'cp1252']);
const ALIASES = new Map([['latin1', 'windows-1252']]);
const TOKEN = new RegExp('%%[A-Z]+%%');
const HOME = new URL('https://journal.test/');
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York' });
export const RETRY_DELAYS_MS = [2_000, 10_000];
export const LIMITS = { perClient: 10, perAddress: 3 } as const;

/** State belongs to an object a factory builds; its variables are not module-level. */
export function createCounter() {
  let count = 0;
  const seen = new Set<string>();
  return {
    take(key: string) {
      seen.add(key);
      return ++count;
    },
  };
}

export const describe = (name: string) =>
  `${LABELS.has(name) || ALIASES.has(name) ? name : 'utf-8'} ${TOKEN.source} ${HOME.host} ${DATE_FORMAT.format(0)}`;
