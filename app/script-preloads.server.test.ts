import { describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, preloadAfterPaintScript, preloadedScripts, scriptPreloadsAfterPaint } from './script-preloads.server';

const HEAD_START = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>';
const HEAD =
  HEAD_START +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/home.js" nonce="n"/></head>';
const BODY =
  '<body><p>Résidences « seniors » ✓</p><a href="#x">rel="modulepreload"</a><link rel="modulepreload" href="/late.js"/></body></html>';

describe('scriptPreloadsAfterPaint', () => {
  it('replaces the page’s script preloads by one script in the head that asks for them after the paint', () => {
    const out = scriptPreloadsAfterPaint(HEAD + BODY, 'abc');
    expect(out.slice(0, out.indexOf('</head>'))).toBe(
      `${HEAD_START}<script nonce="abc">${preloadAfterPaintScript(['/assets/entry.js', '/assets/home.js', '/late.js'])}</script>`,
    );
    expect(preloadedScripts(out)).toEqual(['/assets/entry.js', '/assets/home.js', '/late.js']);
    // Text that only looks like a preload stays.
    expect(out.slice(out.indexOf('</head>'))).toBe(
      '</head><body><p>Résidences « seniors » ✓</p><a href="#x">rel="modulepreload"</a></body></html>',
    );
  });

  it('adds no script to a page without preloads, and passes a page without a head end through', () => {
    const page = `${HEAD_START}</head><body><p>✓</p></body></html>`;
    expect(scriptPreloadsAfterPaint(page, 'abc')).toBe(page);
    const fragment = '<p>no head here ✓</p><link rel="modulepreload" href="/x.js"/>';
    expect(scriptPreloadsAfterPaint(fragment, 'abc')).toBe(fragment);
  });

  it('adds the preloads to the head in order after a frame, a few per task', () => {
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const appended: { rel: string; href: string }[] = [];
    const hrefs = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, i) => `/${i}.js`);
    hrefs[1] = '/b</script>.js';
    const run = new Function('requestAnimationFrame', 'setTimeout', 'document', preloadAfterPaintScript(hrefs));
    run(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
      {
        createElement: () => ({ rel: '', href: '' }),
        head: { append: (link: { rel: string; href: string }) => appended.push(link) },
      },
    );
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    tasks.shift()!();
    const asked = (n: number) => hrefs.slice(0, n).map((href) => ({ rel: 'modulepreload', href }));
    expect(appended).toEqual(asked(PRELOADS_PER_TASK));
    tasks.shift()!();
    expect(appended).toEqual(asked(hrefs.length));
    expect(tasks).toEqual([]);
    expect(preloadAfterPaintScript(['/b</script>.js'])).not.toContain('</script>');
  });
});
