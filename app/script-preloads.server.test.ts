import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { preloadAfterPaintScript, preloadedScripts, scriptPreloadsAfterPaint } from './script-preloads.server';

const HEAD_START = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>';
const HEAD =
  HEAD_START +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/home.js" nonce="n"/></head>';
const BODY =
  '<body><p>Résidences « seniors » ✓</p><a href="#x">rel="modulepreload"</a><link rel="modulepreload" href="/late.js"/></body></html>';

/** Streams the page through the rewrite in chunks of `size` bytes (cutting tags and characters). */
async function rewrite(html: string, size: number) {
  const bytes = Buffer.from(html);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  return text(Readable.from(chunks).pipe(scriptPreloadsAfterPaint('abc')));
}

describe('scriptPreloadsAfterPaint', () => {
  it('replaces the head’s script preloads by one script that asks for them after the paint', async () => {
    for (const size of [1, 7, 64, 100_000]) {
      const out = await rewrite(HEAD + BODY, size);
      expect(out.slice(0, out.indexOf('</head>'))).toBe(
        `${HEAD_START}<script nonce="abc">${preloadAfterPaintScript(['/assets/entry.js', '/assets/home.js'])}</script>`,
      );
      expect(preloadedScripts(out)).toEqual(['/assets/entry.js', '/assets/home.js']);
      // The body, with its characters cut between chunks, arrives unchanged.
      expect(out.slice(out.indexOf('</head>'))).toBe(`</head>${BODY}`);
    }
  });

  it('adds no script to a head without preloads, and passes a page without a head end through', async () => {
    const page = `${HEAD_START}</head>${BODY}`;
    expect(await rewrite(page, 5)).toBe(page);
    const fragment = '<p>no head here ✓</p>';
    expect(await rewrite(fragment, 3)).toBe(fragment);
  });

  it('adds the preloads to the head in order, only after a frame and a task', () => {
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const appended: { rel: string; href: string }[] = [];
    const run = new Function(
      'requestAnimationFrame',
      'setTimeout',
      'document',
      preloadAfterPaintScript(['/a.js', '/b</script>.js']),
    );
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
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/a.js' },
      { rel: 'modulepreload', href: '/b</script>.js' },
    ]);
    expect(preloadAfterPaintScript(['/b</script>.js'])).not.toContain('</script>');
  });
});
