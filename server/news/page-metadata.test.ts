/**
 * Metadata of press release pages as the wires and newsrooms write them (tests/fixtures/press-releases,
 * written for these tests after the markup of PR Newswire, Business Wire, GlobeNewswire and a
 * company newsroom).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { PRESS_RELEASE_MAX } from '~/core/press-releases';
import { extractPageMetadata } from './page-metadata';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'tests', 'fixtures', 'press-releases');
const page = (name: string, encoding = 'utf8') => iconv.decode(fs.readFileSync(path.join(FIXTURES, name)), encoding);

describe('extractPageMetadata', () => {
  it('reads Open Graph first (PR Newswire): entities decoded, the JSON-LD and <title> left as fallbacks', () => {
    const outcome = extractPageMetadata(
      page('prnewswire.html'),
      'https://www.prnewswire.com/news-releases/brookdale-senior-living-reports-november-2026-occupancy-302123456.html',
    );
    expect(outcome).toEqual({
      ok: true,
      metadata: {
        title: 'Brookdale Senior Living Reports November 2026 Occupancy',
        source: 'PR Newswire',
        summary:
          'BRENTWOOD, Tenn., Dec. 8, 2026 /PRNewswire/ -- Brookdale Senior Living Inc. (NYSE: BKD) ("Brookdale" or the "Company") today reported consolidated weighted average occupancy of 79.4% for November 2026, up 180 basis points year over year.',
      },
    });
  });

  it('falls back to JSON-LD in an @graph with the publisher referenced by @id (Business Wire), skipping a broken block', () => {
    const outcome = extractPageMetadata(page('businesswire.html'), 'https://www.businesswire.com/news/home/20261208005123/en/');
    expect(outcome).toEqual({
      ok: true,
      metadata: {
        // og:title is empty, so the NewsArticle's headline, its entity decoded.
        title: 'Welltower Announces $1.2 Billion Seniors Housing Acquisition & Operator Transition',
        source: 'Business Wire',
        summary:
          'Welltower Inc. (NYSE: WELL) today announced it has agreed to acquire a portfolio of 38 seniors housing communities from a private seller for $1.2 billion, expanding its operating platform in the Sun Belt. The communities will transition to existing operating partners.',
      },
    });
  });

  it('reads a prefixed PressRelease type, markup inside JSON-LD strings and a publisher list (GlobeNewswire, windows-1252)', () => {
    const outcome = extractPageMetadata(
      page('globenewswire.html', 'windows-1252'),
      'https://www.globenewswire.com/news-release/2026/12/09/1/0/en/sonida.html',
    );
    expect(outcome).toEqual({
      ok: true,
      metadata: {
        title: 'Sonida Senior Living Completes Refinancing of Community Portfolio',
        source: 'GlobeNewswire',
        summary:
          'DALLAS, Dec. 09, 2026 (GLOBE NEWSWIRE) — Sonida Senior Living, Inc. (NYSE: SNDA) announced today it has completed the refinancing of 12 communities with a $150 million Fannie Mae facility.',
      },
    });
  });

  it('uses <title> and the meta description of a bare newsroom page; the source is the host without www', () => {
    const outcome = extractPageMetadata(
      page('company-newsroom.html'),
      'https://www.sunriseseniorliving.com/newsroom/mclean-memory-care',
    );
    expect(outcome).toEqual({
      ok: true,
      metadata: {
        title: 'Sunrise Opens Memory Care Neighborhood in McLean – Sunrise Senior Living Newsroom',
        source: 'sunriseseniorliving.com',
        summary: 'The new neighborhood adds 28 memory care suites and a sensory garden.',
      },
    });
  });

  it('drops the site name a <title> ends with when it is the source', () => {
    const html =
      '<html><head><title>Ventas Prices $500 Million Notes | Business Wire</title><meta property="og:site_name" content="Business Wire"></head></html>';
    expect(extractPageMetadata(html, 'https://www.businesswire.com/news/1')).toMatchObject({
      metadata: { title: 'Ventas Prices $500 Million Notes', source: 'Business Wire' },
    });
  });

  it('refuses a page with no title: blank og:title, an Organization node and an SVG <title> are not one', () => {
    expect(extractPageMetadata(page('no-title.html'), 'https://acme.example/landing')).toEqual({ ok: false, reason: 'no-title' });
  });

  it('never keeps markup, and cuts every field to its cap', () => {
    const long = 'Senior housing operators expand memory care across the Midwest '.repeat(30);
    const html = `<html><head>
      <meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt;${long}">
      <meta property="og:site_name" content="${'Wire '.repeat(60)}">
      <meta property="og:description" content="&lt;img src=x onerror=alert(1)&gt;${long}${long}">
    </head></html>`;
    const outcome = extractPageMetadata(html, 'https://wire.example/a');
    if (!outcome.ok) throw new Error('no metadata');
    const { title, source, summary } = outcome.metadata;
    expect(title.length).toBeLessThanOrEqual(PRESS_RELEASE_MAX.title);
    expect(source.length).toBeLessThanOrEqual(PRESS_RELEASE_MAX.source);
    expect(summary.length).toBeLessThanOrEqual(PRESS_RELEASE_MAX.summary);
    // Markup a page wrote as text is removed as markup; the words inside stay text (core/text.ts).
    expect(title).toMatch(/^alert\(1\) Senior housing operators expand memory care/);
    expect(title.endsWith('...')).toBe(true);
    for (const text of [title, source, summary]) expect(text).not.toMatch(/[<>]|onerror/);
  });
});
