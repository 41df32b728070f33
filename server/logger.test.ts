import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, setLogLevel } from './logger';

describe('logger', () => {
  afterEach(() => setLogLevel('info'));

  it("is one instance however many copies of its module are loaded (the pages' bundle has its own)", async () => {
    vi.resetModules();
    const copy: { logger: { level: string } } = await import('./logger');
    expect(copy.logger).toBe(logger);
    setLogLevel('warn');
    expect(copy.logger.level).toBe('warn');
  });
});
