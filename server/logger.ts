import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs; the level comes from config at boot (setLogLevel).
 *
 * One logger per process: the pages' server bundle (built by Vite) carries its own copy of this
 * module beside the server's (built by esbuild), so the instance is kept on `globalThis`. Otherwise
 * the pages' copy stayed at 'info' whatever LOG_LEVEL said.
 */
const SHARED = Symbol.for('senior-housing-journal.logger');
const shared = globalThis as typeof globalThis & { [SHARED]?: Logger };

export const logger: Logger = (shared[SHARED] ??= pino({ level: 'info', base: { service: 'senior-housing-journal' } }));

export function setLogLevel(level: string): void {
  logger.level = level;
}
