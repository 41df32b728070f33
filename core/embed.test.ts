import { describe, expect, it } from 'vitest';
import {
  articlesApiQuery,
  DEFAULT_EMBED_OPTIONS,
  EMBED_HEIGHT_MESSAGE,
  EMBED_MAX_LIMIT,
  embedQueryString,
  hostOriginReferrer,
  isEmbedHeightMessage,
  isFrameablePath,
  parseEmbedOptions,
} from './embed';

const parse = (query: string) => parseEmbedOptions(new URLSearchParams(query));

describe('parseEmbedOptions', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ ok: true, options: DEFAULT_EMBED_OPTIONS });
  });

  it('turns a flag on when bare, true or 1, and off when false or 0', () => {
    const result = parse('mobile&embed=true&isolation=1&responsive=false&shadow=0&viewport=true');
    expect(result.ok && result.options.flags).toEqual({
      mobile: true,
      embed: true,
      isolation: true,
      responsive: false,
      shadow: false,
      viewport: true,
    });
  });

  it('reads category, q, limit and theme', () => {
    const result = parse('category=investment&q=%20ventas%20%20reit&limit=5&theme=dark');
    expect(result).toEqual({
      ok: true,
      options: { ...DEFAULT_EMBED_OPTIONS, category: 'investment', q: 'ventas reit', limit: 5, theme: 'dark' },
    });
    expect(parse('theme=auto').ok && parse('theme=auto')).toMatchObject({ options: { theme: 'auto' } });
  });

  it.each([
    ['mobile=yes', 'mobile'],
    ['viewport=on', 'viewport'],
    ['category=gardening', 'category'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['limit=0', 'limit'],
    [`limit=${EMBED_MAX_LIMIT + 1}`, 'limit'],
    ['limit=five', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=-3', 'limit'],
    ['theme=system', 'theme'],
  ])('refuses %s naming the parameter', (query, parameter) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.parameter).toBe(parameter);
      expect(result.error).toContain(`'${parameter}'`);
    }
  });
});

describe('embedQueryString', () => {
  it('leaves defaults out and keeps a fixed order, so parsing it gives the options back', () => {
    expect(embedQueryString(DEFAULT_EMBED_OPTIONS)).toBe('');
    const options = {
      flags: { ...DEFAULT_EMBED_OPTIONS.flags, viewport: true, mobile: true },
      category: 'regulations' as const,
      q: 'cms rule',
      limit: 6,
      theme: 'auto' as const,
    };
    const query = embedQueryString(options);
    expect(query).toBe('?mobile=true&viewport=true&category=regulations&q=cms+rule&limit=6&theme=auto');
    expect(parse(query.slice(1))).toEqual({ ok: true, options });
  });
});

describe('articlesApiQuery', () => {
  it('asks the public API for the same filters', () => {
    expect(articlesApiQuery({ category: 'all', q: '', limit: 12 })).toBe('?limit=12');
    expect(articlesApiQuery({ category: 'investment', q: 'reit', limit: 3 })).toBe('?limit=3&category=investment&q=reit');
  });
});

describe('framing and messages', () => {
  it('lets only /embed be framed', () => {
    expect(isFrameablePath('/embed')).toBe(true);
    for (const path of ['/', '/embed-generator', '/embed.data', '/embed/', '/admin', '/embed.js']) {
      expect(isFrameablePath(path), path).toBe(false);
    }
  });

  it('recognises the height message and nothing else', () => {
    expect(isEmbedHeightMessage({ type: EMBED_HEIGHT_MESSAGE, height: 640 })).toBe(true);
    expect(isEmbedHeightMessage({ type: EMBED_HEIGHT_MESSAGE, height: Number.NaN })).toBe(false);
    expect(isEmbedHeightMessage({ type: 'other', height: 1 })).toBe(false);
    expect(isEmbedHeightMessage('640')).toBe(false);
    expect(isEmbedHeightMessage(null)).toBe(false);
  });

  it("keeps only a web origin of the host as the view's referrer", () => {
    expect(hostOriginReferrer('https://operator.example')).toBe('https://operator.example/');
    expect(hostOriginReferrer('https://operator.example/news/page?x=1')).toBe('https://operator.example/');
    expect(hostOriginReferrer('null')).toBeNull();
    expect(hostOriginReferrer('chrome-extension://abc')).toBeNull();
    expect(hostOriginReferrer(undefined)).toBeNull();
  });
});
