import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

const APP = path.resolve(import.meta.dirname, '..');

/** Every whitespace-separated word of every string literal in app/'s sources (and of text between quotes). */
function wordsInStrings(): Set<string> {
  const words = new Set<string>();
  for (const entry of fs.readdirSync(APP, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    // Each kind of quote on its own pass, so a '...' inside a template literal's ${...} is read too.
    for (const pattern of [/'([^'\n]*)'/g, /"([^"\n]*)"/g, /`([^`]*)`/g]) {
      for (const [, literal] of source.matchAll(pattern)) {
        for (const word of literal!.split(/\s+/)) if (word) words.add(word);
      }
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

  it('never drops a class tailwind-merge keeps, for utilities app/ does not use yet', () => {
    // Families whose members share a prefix, and arbitrary values: a class built at run time, or
    // written tomorrow, must not lose a sibling's style before cn.test.ts's first test sees it.
    const wider = [
      ...['bg-clip-text', 'bg-origin-border', 'bg-no-repeat', 'bg-repeat-x', 'bg-cover', 'bg-center', 'bg-fixed'],
      ...['bg-linear-to-r', 'bg-none', 'bg-blend-multiply', 'bg-[url(/a.png)]', 'bg-[#fff]', 'bg-red-500', 'bg-primary/50'],
      ...['shadow', 'shadow-sm', 'shadow-none', 'shadow-red-500', 'shadow-[0_0_2px_black]', 'text-shadow-sm'],
      ...['list-disc', 'list-inside', 'list-image-none', 'ring', 'ring-2', 'ring-inset', 'ring-offset-2', 'ring-offset-white'],
      ...['ring-primary', 'border', 'border-2', 'border-dotted', 'border-dashed', 'border-red-500', 'border-collapse'],
      ...['border-spacing-2', 'border-x-2', 'border-t-red-500', 'decoration-2', 'decoration-wavy', 'decoration-red-500'],
      ...['stroke-2', 'stroke-current', 'fill-current', 'font-serif', 'font-bold', 'font-[Georgia]', 'font-stretch-condensed'],
      ...['text-sm', 'text-[13px]', 'text-[#123456]', 'text-[var(--size)]', 'text-red-500', 'text-balance', 'text-nowrap'],
      ...['scale-95', 'scale-x-100', 'translate-x-1', 'translate-1/2', 'rotate-45', 'outline', 'outline-2', 'outline-dotted'],
      ...['outline-red-500', 'divide-y', 'divide-dashed', 'divide-x-reverse', 'divide-red-500', 'flex-1', 'flex-shrink-0'],
      ...['shrink-0', 'grow', 'p-2', 'px-4', 'size-4', 'h-4', 'w-full', 'inset-0', 'top-2', 'rounded-md', 'rounded-t-none'],
    ];
    const dropped: string[] = [];
    for (const first of wider) {
      for (const second of wider) {
        const ours = new Set(mergeClasses(`${first} ${second}`).split(' '));
        for (const kept of twMerge(`${first} ${second}`).split(' ')) {
          if (!ours.has(kept)) dropped.push(`"${first} ${second}" drops ${kept}`);
        }
      }
    }
    expect(dropped).toEqual([]);
  });

  it('reads variants in any order as tailwind-merge does, but keeps an arbitrary or order-sensitive one in place', () => {
    const variants = ['hover:focus:p-2', 'focus:hover:p-4', 'dark:md:p-1', 'md:dark:p-3', 'before:hover:p-1', 'hover:before:p-2'];
    variants.push(
      '[&_svg]:hover:p-1',
      'hover:[&_svg]:p-2',
      'hover:[&_svg]:focus:p-3',
      'focus:[&_svg]:hover:p-4',
      '!p-1',
      'hover:!p-2',
    );
    for (const first of variants) {
      for (const second of variants)
        expect(mergeClasses(`${first} ${second}`), `${first} ${second}`).toBe(twMerge(`${first} ${second}`));
    }
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
