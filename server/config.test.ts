import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.role).toBe('all');
  });

  it('reads overrides and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/journal',
      DATABASE_URL: 'postgres://u@db/j',
      PUBLIC_URL: 'https://news.test/',
      HOST: '',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/journal');
    expect(config.databaseUrl).toBe('postgres://u@db/j');
    expect(config.publicUrl).toBe('https://news.test');
    expect(config.host).toBe('0.0.0.0');
  });

  it('renders one page at a time on the embedded database and four on PostgreSQL, unless told', () => {
    expect(loadConfig({}).requestConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/j' }).requestConcurrency).toBe(4);
    expect(loadConfig({ REQUEST_CONCURRENCY: '3' }).requestConcurrency).toBe(3);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/j', REQUEST_CONCURRENCY: '8' }).requestConcurrency).toBe(8);
  });

  it.each([
    [{ REQUEST_CONCURRENCY: '0' }, 'REQUEST_CONCURRENCY'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ROLE: 'boss' }, 'ROLE'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ])('stops with a message naming the bad variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });
});
