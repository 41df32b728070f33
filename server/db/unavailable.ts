/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, refusing or
 * dropping connections) rather than that a query was wrong. Such a request is answered 503 with
 * Retry-After, as the load balancer's health check says too, instead of 500: nothing is wrong with
 * the request, and the next one succeeds once the database is back (the pool opens new connections
 * by itself).
 */

/** Socket errors, and PostgreSQL's connection-exception (08…), shutdown (57P0…) and too-many-connections codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What node-postgres says when a connection drops or none can be had in time; it sets no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/** The API's answer while the database is unavailable. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The journal is briefly unavailable; try again in a few seconds.';

/** How long a client should wait before trying again, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; an AggregateError (several addresses refused) holds it in `errors`.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}
