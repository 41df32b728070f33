import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEEDS, FeedConfigError, loadFeedRegistry } from './feed-registry';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-registry-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let count = 0;
function file(json: unknown): string {
  const name = path.join(dir, `feeds-${count++}.json`);
  fs.writeFileSync(name, JSON.stringify(json));
  return name;
}

describe('FEEDS_CONFIG', () => {
  it('without it: the built-in list', () => {
    expect(loadFeedRegistry(undefined)).toEqual(DEFAULT_FEEDS);
  });

  it('as an array: replaces the built-in list (its meaning unchanged)', () => {
    const feeds = loadFeedRegistry(file([{ key: 'local', name: 'Local', url: 'https://feeds.argentum.org/rss' }]));
    expect(feeds).toEqual([{ key: 'local', name: 'Local', url: 'https://feeds.argentum.org/rss', defaultCategory: null }]);
  });

  it('as { add, override, disable }: changes the built-in list', () => {
    const feeds = loadFeedRegistry(
      file({
        add: [{ key: 'nic', name: 'NIC', url: 'https://www.nic.org/feed/', defaultCategory: 'investment' }],
        override: [
          { key: 'bisnow', url: 'https://www.bisnow.com/rss/senior-housing' },
          { key: 'argentum', name: 'Argentum News' },
        ],
        disable: ['seniorplanet', 'assistedlivingtoday'],
      }),
    );
    expect(feeds.map((f) => f.key)).toEqual([
      ...DEFAULT_FEEDS.map((f) => f.key).filter((k) => k !== 'seniorplanet' && k !== 'assistedlivingtoday'),
      'nic',
    ]);
    expect(feeds.find((f) => f.key === 'bisnow')).toEqual({
      key: 'bisnow',
      name: 'Bisnow',
      url: 'https://www.bisnow.com/rss/senior-housing',
      defaultCategory: 'investment',
    });
    expect(feeds.find((f) => f.key === 'argentum')!.name).toBe('Argentum News');
    expect(feeds.at(-1)).toEqual({ key: 'nic', name: 'NIC', url: 'https://www.nic.org/feed/', defaultCategory: 'investment' });
  });

  it('accepts any one of the three parts alone', () => {
    expect(loadFeedRegistry(file({ disable: ['bisnow'] })).map((f) => f.key)).not.toContain('bisnow');
    expect(loadFeedRegistry(file({}))).toEqual(DEFAULT_FEEDS);
  });

  it.each([
    [{ override: [{ key: 'nosuch', name: 'X' }] }, "override.0.key: no built-in feed 'nosuch'"],
    [{ disable: ['nosuch'] }, "disable.0: no built-in feed 'nosuch'"],
    [
      { add: [{ key: 'bisnow', name: 'B', url: 'https://bisnow.com/x' }] },
      "add.0.key: 'bisnow' is a built-in feed; use override",
    ],
    [{ add: [{ key: 'x', name: 'X', url: 'ftp://x.org/' }] }, 'add.0.url'],
    [{ remove: ['bisnow'] }, 'expected a list of feeds or { "add", "override", "disable" }'],
    [{ disable: DEFAULT_FEEDS.map((f) => f.key) }, 'the changes leave no feed'],
  ])('refuses %j, naming the file and the problem', (json, message) => {
    const name = file(json);
    expect(() => loadFeedRegistry(name)).toThrow(FeedConfigError);
    expect(() => loadFeedRegistry(name)).toThrow(message);
    expect(() => loadFeedRegistry(name)).toThrow(`FEEDS_CONFIG ${name}`);
  });
});
