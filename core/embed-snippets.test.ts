import { describe, expect, it } from 'vitest';
import { EMBED_TEXT } from './messages/embed';
import {
  DEFAULT_EMBED_SET,
  defaultOption,
  EMBED_FRAME_ATTRIBUTE,
  EMBED_OPTION_SETS,
  EMBED_SANDBOX,
  EMBED_SETS,
  embedSnippet,
  findOption,
  parseEmbedSource,
  resizeListener,
} from './embed-snippets';

const choices = { source: 'https://journal.example/embed', category: 'all' as const, limit: 12, theme: 'light' as const };
const option = (set: keyof typeof EMBED_SETS, id: string) => findOption(set, id)!;

describe('the option sets', () => {
  it('are the spec’s tabs, options and recommendations, Optimized Fix first and default', () => {
    expect(EMBED_OPTION_SETS.map((set) => EMBED_SETS[set].label)).toEqual(['Optimized Fix', 'Mobile Focused', 'Basic Embed']);
    expect(DEFAULT_EMBED_SET).toBe('optimized');
    expect(EMBED_SETS.basic.options.map((o) => o.id)).toEqual(['responsive', 'large', 'medium', 'mobile']);
    expect(EMBED_SETS.mobile.options.map((o) => o.id)).toEqual([
      'mobile-optimized',
      'responsive-container',
      'minimal-mobile',
      'fullscreen-mobile',
    ]);
    expect(EMBED_SETS.optimized.options.map((o) => o.id)).toEqual([
      'isolation-complete',
      'responsive-isolation',
      'shadow-dom',
      'viewport-optimized',
    ]);
    expect(defaultOption('optimized').id).toBe('isolation-complete');
    expect(defaultOption('mobile').id).toBe('mobile-optimized');
    // Basic has no recommendation in the spec: its first option is preselected.
    expect(EMBED_SETS.basic.options.some((o) => o.recommended)).toBe(false);
    expect(defaultOption('basic').id).toBe('responsive');
  });
});

describe('embedSnippet', () => {
  it('writes the spec’s basic sizes', () => {
    const code = (id: string) => {
      const result = embedSnippet(option('basic', id), choices);
      return result.ok ? result.code : result.error;
    };
    expect(code('responsive')).toContain('width="100%" height="800"');
    expect(code('large')).toContain('width="1200" height="800"');
    expect(code('medium')).toContain('width="800" height="600"');
    expect(code('mobile')).toContain('padding-bottom:75%');
    expect(code('mobile')).toContain('src="https://journal.example/embed?mobile=true&amp;viewport=true"');
  });

  it('carries the resize listener, bound to the feed’s origin, in every iframe snippet', () => {
    for (const set of EMBED_OPTION_SETS) {
      for (const each of EMBED_SETS[set].options.filter((o) => o.kind === 'iframe')) {
        const result = embedSnippet(each, choices);
        expect(result.ok && result.code, each.id).toContain(resizeListener('https://journal.example'));
        expect(result.ok && result.code, each.id).toContain(EMBED_FRAME_ATTRIBUTE);
      }
    }
  });

  it('sandboxes the isolation options and writes the choices into the address', () => {
    const result = embedSnippet(option('optimized', 'isolation-complete'), {
      ...choices,
      category: 'investment',
      limit: 6,
      theme: 'dark',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.src).toBe('https://journal.example/embed?embed=true&isolation=true&category=investment&limit=6&theme=dark');
    expect(result.code).toContain(`sandbox="${EMBED_SANDBOX}"`);
    expect(result.code).toContain(`title="${EMBED_TEXT.title}"`);
  });

  it('gives the shadow-dom option the script widget with data attributes and a frame without scripts', () => {
    const result = embedSnippet(option('optimized', 'shadow-dom'), {
      ...choices,
      category: 'technology',
      limit: 4,
      theme: 'auto',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.scriptSrc).toBe('https://journal.example/embed.js');
    expect(result.code).toContain(
      '<div data-senior-housing-feed data-category="technology" data-count="4" data-theme="auto"></div>',
    );
    expect(result.code).toContain('<script src="https://journal.example/embed.js" async></script>');
    expect(result.code).toMatch(/<noscript><iframe src="https:\/\/journal\.example\/embed\?embed=true&amp;shadow=true/);
  });

  it('uses an edited source, dropping its query, and refuses one that is no web address', () => {
    const moved = embedSnippet(option('basic', 'responsive'), {
      ...choices,
      source: ' https://news.operator.example/feed/embed?x=1#top ',
    });
    expect(moved.ok && moved.src).toBe('https://news.operator.example/feed/embed?responsive=true');
    for (const source of ['', 'journal.example/embed', 'javascript:alert(1)', 'ftp://journal.example/embed']) {
      expect(embedSnippet(option('basic', 'responsive'), { ...choices, source })).toEqual({
        ok: false,
        error: EMBED_TEXT.badSource,
      });
    }
  });

  it('cannot be broken out of by a crafted source', () => {
    const result = embedSnippet(option('basic', 'responsive'), { ...choices, source: 'https://a.example/"><script>x</script>' });
    expect(result.ok && result.code).not.toContain('"><script>x');
    expect(resizeListener('https://a.example</script>')).not.toContain('a.example</script>');
    expect(parseEmbedSource('https://a.example/embed')?.href).toBe('https://a.example/embed');
  });
});
