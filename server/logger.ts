import pino from 'pino';

/** Structured JSON logs; the level comes from config at boot (setLogLevel). */
export const logger = pino({ level: 'info', base: { service: 'senior-housing-journal' } });

export function setLogLevel(level: string): void {
  logger.level = level;
}
