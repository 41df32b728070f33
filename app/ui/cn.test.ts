import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

const APP = path.resolve(import.meta.dirname, '..');

/** Every whitespace-separated word of every string literal in app/'s sources. */
function wordsInStrings(): Set<string> {
  const words = new Set<string>();
  for (const entry of fs.readdirSync(APP, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const literal of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** A class tailwind-merge knows: it keeps an unknown word twice and a class it knows once. */
const knownToTailwindMerge = (word: string) => twMerge(`${word} ${word}`) === word;

describe('mergeClasses', () => {
  it('agrees with tailwind-merge on every pair of the classes app/ writes', () => {
    const classes = [...wordsInStrings()].filter(knownToTailwindMerge);
    expect(classes.length).toBeGreaterThan(400);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected)
          disagreements.push(`"${pair}" → "${mergeClasses(pair)}", tailwind-merge "${expected}"`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('lets a later class win within its variant and keeps the rest in order', () => {
    expect(cn('h-10 px-4 text-sm', 'h-auto px-2')).toBe('text-sm h-auto px-2');
    expect(cn('p-4 dark:bg-night-900', 'bg-cream-50')).toBe('p-4 dark:bg-night-900 bg-cream-50');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('[&_svg]:size-4', '[&_svg]:size-5')).toBe('[&_svg]:size-5');
  });

  it('tells a font size from a colour, and keeps classes of our own', () => {
    expect(cn('text-sm text-primary', 'text-lg')).toBe('text-primary text-lg');
    expect(cn('text-[0.65rem] text-white', 'text-red-700')).toBe('text-[0.65rem] text-red-700');
    expect(cn('card render-near-viewport', false, undefined, 'card')).toBe('card render-near-viewport card');
    expect(cn('shrink-0', 'flex-1')).toBe('flex-1');
  });
});
