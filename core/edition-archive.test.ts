import { describe, expect, it } from 'vitest';
import { archivePath, editionPath, parseArchiveQuery, parseEditionSlug } from './edition-archive';
import { EDITION_KINDS } from './newsletter';

describe('edition addresses', () => {
  it('name every kind that is sent, and read back to the same edition', () => {
    for (const kind of EDITION_KINDS) {
      const path = editionPath('2026-11-24', kind);
      expect(path).toBe(`/newsletter/editions/2026-11-24-${kind}`);
      expect(parseEditionSlug(path.split('/').at(-1)!)).toEqual({ editionDate: '2026-11-24', kind });
    }
  });

  it('refuse slugs that name no edition: wrong shape, unknown kind, a date not on the calendar', () => {
    for (const slug of [
      '',
      '2026-11-24',
      '2026-11-24-monthly',
      '2026-11-24-Daily',
      '2026-02-29-daily',
      '2026-04-31-daily',
      '2026-1-04-daily',
    ]) {
      expect(parseEditionSlug(slug), slug).toBeNull();
    }
    expect(parseEditionSlug('2028-02-29-daily')).toEqual({ editionDate: '2028-02-29', kind: 'daily' });
  });
});

describe('archive queries', () => {
  const parse = (query: string) => parseArchiveQuery(new URLSearchParams(query));

  it('default to the first page of every kind, and leave defaults out of the address', () => {
    expect(parse('')).toEqual({ ok: true, query: { page: 1, kind: null } });
    expect(parse('page=3&kind=weekly')).toEqual({ ok: true, query: { page: 3, kind: 'weekly' } });
    expect(archivePath({ page: 1, kind: null })).toBe('/newsletter/archive');
    expect(archivePath({ page: 3, kind: 'weekly' })).toBe('/newsletter/archive?kind=weekly&page=3');
  });

  it('refuse a page that is not a whole number from 1, or an unknown kind, naming the parameter', () => {
    for (const query of ['page=0', 'page=-2', 'page=1.5', 'page=x', 'page=1e3', 'page=1000000']) {
      expect(parse(query), query).toMatchObject({ ok: false, parameter: 'page' });
    }
    expect(parse('kind=monthly')).toMatchObject({ ok: false, parameter: 'kind', message: expect.stringContaining('daily') });
  });
});
