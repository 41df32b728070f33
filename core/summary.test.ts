import { describe, it, expect } from 'vitest';
import {
  ENHANCED_SUMMARY_MAX_CHARS,
  ENHANCED_SUMMARY_MIN_CHARS,
  SUMMARY_MAX_CHARS,
  TITLE_FALLBACK_CHARS,
  cleanSummary,
  enhancedSummary,
} from './summary';

/** A one-word "sentence" of exactly `length` characters, ending with a full stop. */
const sentenceOf = (length: number, letter = 'x') => `${letter.toUpperCase()}${letter.repeat(length - 2)}.`;

describe('constants', () => {
  it('match the spec', () => {
    expect(SUMMARY_MAX_CHARS).toBe(200);
    expect(TITLE_FALLBACK_CHARS).toBe(150);
    expect(ENHANCED_SUMMARY_MIN_CHARS).toBe(50);
    expect(ENHANCED_SUMMARY_MAX_CHARS).toBe(300);
  });
});

describe('cleanSummary', () => {
  const title = 'Welltower buys 12 communities';

  it.each([
    ['plain text', 'Occupancy rose to 87% in the quarter.', 'Occupancy rose to 87% in the quarter.'],
    ['HTML', '<p>Occupancy <b>rose</b> again.</p><script>track()</script>', 'Occupancy rose again.'],
    ['entities', 'Caf&eacute; &amp; dining &ndash; new rules', 'Café & dining – new rules'],
    ['surrounding whitespace', '\n   Operators expand.   \n', 'Operators expand.'],
  ])('cleans %s', (_label, description, summary) => {
    expect(cleanSummary(description, title)).toBe(summary);
  });

  it('keeps a description of exactly 200 characters whole', () => {
    const description = 'a'.repeat(200);
    expect(cleanSummary(description, title)).toBe(description);
  });

  it.each([201, 250, 1000])('cuts a %i-character description to at most 200 characters', (length) => {
    const description = 'Senior housing occupancy continued its recovery. '.repeat(30).slice(0, length);
    const summary = cleanSummary(description, title);
    expect(summary.length).toBeLessThanOrEqual(200);
    expect(summary.length).toBeGreaterThan(150);
    expect(summary.endsWith('...')).toBe(true);
    expect(description.startsWith(summary.slice(0, -3))).toBe(true);
  });

  it('counts the limit on the text, not on the markup', () => {
    const description = `<p><a href="https://www.mcknights.com/a/very/long/link">${'b'.repeat(190)}</a></p>`;
    expect(cleanSummary(description, title)).toBe('b'.repeat(190));
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['whitespace', '   \n\t '],
    ['markup only', '<p><br/><img src="x.png"></p>'],
    ['a non-breaking space', '<p>&nbsp;</p>'],
    ['a script only', '<script>alert(1)</script>'],
  ])('falls back to the title when the description is %s', (_label, description) => {
    expect(cleanSummary(description, title)).toBe(`${title}...`);
  });

  it.each([
    [149, 'a'.repeat(149) + '...'],
    [150, 'a'.repeat(150) + '...'],
    [151, 'a'.repeat(150) + '...'],
    [400, 'a'.repeat(150) + '...'],
  ])('uses the first 150 characters of a %i-character title plus "..."', (length, summary) => {
    expect(cleanSummary('', 'a'.repeat(length))).toBe(summary);
  });

  it('cleans the title it falls back to', () => {
    expect(cleanSummary(null, '<b>LeadingAge</b> &amp; HUD agree')).toBe('LeadingAge & HUD agree...');
  });

  it('does not leave a space before the ellipsis when the 150th character is a space', () => {
    const fallback = cleanSummary('', `${'a'.repeat(149)} bbbbb`);
    expect(fallback).toBe(`${'a'.repeat(149)}...`);
  });
});

describe('enhancedSummary', () => {
  const filler = [
    'The board met on a quiet Tuesday morning.',
    'Members then talked through the long agenda.',
    'Lunch was served in the garden afterwards.',
    'Several guests stayed on for the evening.',
  ];

  it.each([
    ['empty text', ''],
    ['markup only', '<p><br/></p>'],
    ['only sentences of 20 characters or fewer', 'Rents rose. Deals closed. Staff left. Beds filled.'],
  ])('returns null for %s', (_label, text) => {
    expect(enhancedSummary(text)).toBeNull();
  });

  it.each([
    [49, null],
    [50, 'kept'],
    [51, 'kept'],
    [299, 'kept'],
    [300, 'kept'],
    [301, null],
  ])('a single sentence of %i characters → %s', (length, outcome) => {
    const text = sentenceOf(length);
    expect(enhancedSummary(text)).toBe(outcome === 'kept' ? text : null);
  });

  it('checks the length limits on the joined summary', () => {
    // Three sentences of 100 characters joined by two spaces: 302 characters, over the limit.
    expect(enhancedSummary([sentenceOf(100, 'a'), sentenceOf(100, 'b'), sentenceOf(100, 'c')].join(' '))).toBeNull();
    // Three of 99: 299 characters, inside it.
    const text = [sentenceOf(99, 'a'), sentenceOf(99, 'b'), sentenceOf(99, 'c')].join(' ');
    expect(enhancedSummary(text)).toBe(text);
  });

  it('keeps at most three sentences', () => {
    const summary = enhancedSummary(filler.join(' '));
    expect(summary).toBe(filler.slice(0, 3).join(' '));
  });

  it('skips sentences of exactly 20 characters and keeps those of 21', () => {
    const short = sentenceOf(20, 's');
    const long = sentenceOf(21, 'l');
    expect(enhancedSummary([short, ...filler].join(' '))).toBe(filler.slice(0, 3).join(' '));
    expect(enhancedSummary([long, ...filler].join(' '))).toBe([long, ...filler.slice(0, 2)].join(' '));
  });

  it('prefers sentences with market substance but keeps the original order', () => {
    const substance = 'Occupancy at the operator’s communities reached a new high.';
    const summary = enhancedSummary([...filler, substance].join(' '));
    expect(summary).toBe([filler[0], filler[1], substance].join(' '));
  });

  it('gives the first two sentences a bonus over later plain ones', () => {
    const text = [...filler, 'A final remark closed the long session.'].join(' ');
    expect(enhancedSummary(text)).toBe(filler.slice(0, 3).join(' '));
  });

  it('lets strong substance outrank the position bonus', () => {
    const deal = 'The REIT closed the acquisition of 12 communities with new financing.';
    const rent = 'Rent and occupancy gains drove revenue and earnings at the operator.';
    const summary = enhancedSummary([...filler, deal, rent].join(' '));
    expect(summary).toBe([filler[0], deal, rent].join(' '));
  });

  it.each([
    ['a dollar figure', 'The deal was valued at $45 million in total.'],
    ['a percentage', 'Prices climbed 12% over the last twelve months.'],
    ['a decimal percentage', 'Prices climbed 4.5% over the last twelve months.'],
  ])('counts %s as substance', (_label, sentence) => {
    expect(enhancedSummary([...filler, sentence].join(' '))).toBe([filler[0], filler[1], sentence].join(' '));
  });

  it('does not split a sentence at a decimal point', () => {
    const sentence = 'Occupancy reached 87.5% across the portfolio, up from 85.1% a year ago.';
    expect(enhancedSummary(`${sentence} ${filler[0]}`)).toBe(`${sentence} ${filler[0]}`);
  });

  it('ends sentences at ! and ? too, and keeps a final sentence without punctuation', () => {
    const text =
      'What a remarkable quarter it was for us! Did the operator expect this result? Nobody at the company had predicted it';
    expect(enhancedSummary(text)).toBe(text);
  });

  it('strips HTML before picking sentences', () => {
    const html = `<p>${filler[0]}</p><p><b>${filler[1]}</b></p><script>alert("A long script sentence here.")</script>`;
    expect(enhancedSummary(html)).toBe(`${filler[0]} ${filler[1]}`);
  });
});
