import { describe, it, expect } from 'vitest';
import { SHARE_POPUP, copyLinkText, emailShareUrl, facebookShareUrl, linkedInShareUrl, xShareUrl, type Shareable } from './share';
import { SITE } from './site';

const ITEM: Shareable = {
  url: 'https://example.com/articles/q3?utm=share&id=42',
  title: 'Rents & Rates: Q3 Update',
  summary: 'Occupancy up 2% — see details',
};
const ENCODED_URL = 'https%3A%2F%2Fexample.com%2Farticles%2Fq3%3Futm%3Dshare%26id%3D42';
const ENCODED_TITLE = 'Rents%20%26%20Rates%3A%20Q3%20Update';
const ENCODED_SUMMARY = 'Occupancy%20up%202%25%20%E2%80%94%20see%20details';

/** The decoded query parameters of a share link (works for https: and mailto: alike). */
function params(link: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(link.slice(link.indexOf('?') + 1)));
}

describe('SHARE_POPUP', () => {
  it('is 600×400', () => {
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 });
  });
});

describe('linkedInShareUrl', () => {
  it('passes only the encoded URL', () => {
    expect(linkedInShareUrl(ITEM)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${ENCODED_URL}`);
    expect(params(linkedInShareUrl(ITEM))).toEqual({ url: ITEM.url });
  });
});

describe('xShareUrl', () => {
  it('passes the encoded URL and title', () => {
    expect(xShareUrl(ITEM)).toBe(`https://twitter.com/intent/tweet?url=${ENCODED_URL}&text=${ENCODED_TITLE}`);
    expect(params(xShareUrl(ITEM))).toEqual({ url: ITEM.url, text: ITEM.title });
  });
});

describe('facebookShareUrl', () => {
  it('passes the encoded URL and the summary as the quote', () => {
    expect(facebookShareUrl(ITEM)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${ENCODED_URL}&quote=${ENCODED_SUMMARY}`);
    expect(params(facebookShareUrl(ITEM))).toEqual({ u: ITEM.url, quote: ITEM.summary });
  });

  it.each([
    ['no summary', undefined],
    ['an empty summary', ''],
  ])('leaves out the quote with %s', (_label, summary) => {
    expect(facebookShareUrl({ ...ITEM, summary })).toBe(`https://www.facebook.com/sharer/sharer.php?u=${ENCODED_URL}`);
  });
});

describe('emailShareUrl', () => {
  it('has the subject "Check out" plus the journal name and a body of title, summary and URL', () => {
    expect(emailShareUrl(ITEM)).toBe(
      `mailto:?subject=Check%20out%20Senior%20Housing%20Journal&body=${ENCODED_TITLE}%0A%0A${ENCODED_SUMMARY}%0A%0A${ENCODED_URL}`,
    );
    expect(params(emailShareUrl(ITEM))).toEqual({
      subject: 'Check out Senior Housing Journal',
      body: 'Rents & Rates: Q3 Update\n\nOccupancy up 2% — see details\n\nhttps://example.com/articles/q3?utm=share&id=42',
    });
    expect(params(emailShareUrl(ITEM)).subject).toBe(`Check out ${SITE.name}`);
  });

  it.each([
    ['no summary', undefined],
    ['an empty summary', ''],
  ])('with %s the body is title and URL', (_label, summary) => {
    expect(params(emailShareUrl({ ...ITEM, summary })).body).toBe(
      'Rents & Rates: Q3 Update\n\nhttps://example.com/articles/q3?utm=share&id=42',
    );
  });

  it('has no recipient', () => {
    expect(emailShareUrl(ITEM).startsWith('mailto:?')).toBe(true);
  });
});

describe('encoding', () => {
  it.each([
    ['ampersand and spaces', 'Rents & Rates up'],
    ['plus and hash', 'C+ rating #1 pick'],
    ['equals and question mark', 'Is cap rate = yield?'],
    ['percent', '100% occupancy'],
    ['quotes and apostrophes', `"Best" operator's list`],
    ['non-ASCII', 'Résidence Élan — 5 ★'],
    ['slashes and colons', 'Q3/Q4: a look'],
  ])('round-trips a title with %s through every share link', (_label, title) => {
    const item: Shareable = { url: 'https://example.com/a?b=1&c=2#top', title, summary: `${title} & more` };
    for (const link of [xShareUrl(item), facebookShareUrl(item), emailShareUrl(item), linkedInShareUrl(item)]) {
      expect(link).not.toMatch(/[ "#]|&(?!(url|text|quote|body)=)/);
    }
    expect(params(xShareUrl(item))).toEqual({ url: item.url, text: title });
    expect(params(facebookShareUrl(item))).toEqual({ u: item.url, quote: `${title} & more` });
    expect(params(emailShareUrl(item)).body).toBe(`${title}\n\n${title} & more\n\n${item.url}`);
    expect(params(linkedInShareUrl(item))).toEqual({ url: item.url });
  });

  it('encodes a space as %20, never as +', () => {
    expect(xShareUrl({ url: 'https://example.com/', title: 'a b' })).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2F&text=a%20b',
    );
  });
});

describe('copyLinkText', () => {
  it('is title, description and URL on separate lines', () => {
    expect(copyLinkText(ITEM)).toBe(
      'Rents & Rates: Q3 Update\nOccupancy up 2% — see details\nhttps://example.com/articles/q3?utm=share&id=42',
    );
  });

  it.each([
    ['no summary', undefined],
    ['an empty summary', ''],
  ])('with %s is title and URL', (_label, summary) => {
    expect(copyLinkText({ ...ITEM, summary })).toBe('Rents & Rates: Q3 Update\nhttps://example.com/articles/q3?utm=share&id=42');
  });

  it('does not encode anything', () => {
    expect(copyLinkText({ url: 'https://example.com/a b', title: 'A & B', summary: '100%' })).toBe(
      'A & B\n100%\nhttps://example.com/a b',
    );
  });
});
