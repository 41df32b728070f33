import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloads } from './script-preloads.server';

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/home.js"/></head>';
const BODY =
  '<body><p>Résidences « seniors » ✓</p><a href="#x">rel="modulepreload"</a><link rel="modulepreload" href="/late.js"/></body></html>';

/** Streams the page through the rewrite in chunks of `size` bytes (cutting tags and characters). */
async function rewrite(html: string, size: number) {
  const bytes = Buffer.from(html);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  return text(Readable.from(chunks).pipe(lowPriorityScriptPreloads()));
}

describe('lowPriorityScriptPreloads', () => {
  it('marks every script preload of the head low priority and leaves the rest of the page as it was', async () => {
    for (const size of [1, 7, 64, 100_000]) {
      const out = await rewrite(HEAD + BODY, size);
      expect(out.slice(0, out.indexOf('</head>'))).toBe(
        HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"').replace('</head>', ''),
      );
      // The body, with its characters cut between chunks, arrives unchanged.
      expect(out.slice(out.indexOf('</head>'))).toBe(`</head>${BODY}`);
    }
  });

  it('passes a page without a head end through unchanged', async () => {
    const fragment = '<p>no head here ✓</p>';
    expect(await rewrite(fragment, 3)).toBe(fragment);
  });
});
