/**
 * The problem classes met on real-world feeds, each as a fixture with the articles it must yield:
 * undeclared windows-1252 bytes, a JSON Feed without a base, Atom with xml:base, RSS with relative
 * links, uncommon entities and tracking parameters. Bytes go through the same decode → parse →
 * normalise path as the refresh (categories are measured by bench:categorise, not pinned here).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FeedSource } from '~/core/normalise';
import { decodeBody } from './fetch-feed';
import { ingestDocument, type DroppedItem } from './ingest';

const DIR = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'feeds', 'real-world');
const NOW = new Date('2026-11-23T12:00:00Z');
const FEED: FeedSource = { key: 'fixture', name: 'Fixture', defaultCategory: null };

interface Expected {
  title: string;
  url: string;
  summary: string;
  imageUrl: string;
  publishedAt: string;
}

function ingest(file: string, contentType: string | null, fetchedFrom: string | null) {
  const body = decodeBody(fs.readFileSync(path.join(DIR, file)), contentType);
  const outcome = ingestDocument(body, FEED, NOW, fetchedFrom);
  if (!outcome.ok) throw new Error(outcome.error);
  return {
    format: outcome.format,
    articles: outcome.articles.map((a): Expected => ({
      title: a.title,
      url: a.url,
      summary: a.summary,
      imageUrl: a.imageUrl,
      publishedAt: a.publishedAt.toISOString(),
    })),
    dropped: outcome.dropped,
    text: outcome.articles.map((a) => `${a.title} ${a.summary} ${a.content}`).join('\n'),
  };
}

const category = (name: string) => `/images/categories/${name}.svg`;

describe('real-world feed fixtures', () => {
  it('undeclared windows-1252: read as windows-1252, no U+FFFD, no mojibake', () => {
    const result = ingest('undeclared-windows-1252.xml', 'application/rss+xml', 'https://assistedlivingtoday.com/feed/');
    expect(result.articles.map(({ title, summary }) => ({ title, summary }))).toEqual([
      {
        title: '“Aging in place” isn’t enough, operators say – café-style dining wins residents',
        summary:
          'Operators in Québec and Ontario report that bistro menus, crêpes and à la carte service lift resident satisfaction; one community spent €40,000 on its café.',
      },
      {
        title: 'Résidence Montréal opens 120-unit memory care wing',
        summary: 'The operator’s “neighbourhood” design groups 12 residents per household… with a shared kitchen.',
      },
    ]);
    expect(result.text).not.toMatch(/\uFFFD|Ã|â€/);
  });

  it('the same bytes served as UTF-8 still decode as windows-1252 (the bytes are not UTF-8)', () => {
    const result = ingest('undeclared-windows-1252.xml', 'application/rss+xml; charset=utf-8', null);
    expect(result.articles[1]!.title).toBe('Résidence Montréal opens 120-unit memory care wing');
    expect(result.text).not.toMatch(/\uFFFD/);
  });

  it('JSON Feed without home_page_url: relative links resolve against the fetch address, never a path as a host', () => {
    const result = ingest('json-feed-no-base.json', 'application/feed+json', 'https://leadingage.org/feeds/news.json');
    expect(result.format).toBe('json');
    expect(result.articles).toEqual<Expected[]>([
      {
        title: 'HUD opens new Section 202 funding round for affordable senior housing',
        url: 'https://leadingage.org/2026/11/20/section-202-funding-round.html',
        summary:
          'Nonprofit providers can apply for capital advances to build supportive housing for very low-income older adults.',
        imageUrl: 'https://leadingage.org/images/2026/11/section-202.jpg',
        publishedAt: '2026-11-20T15:00:00.000Z',
      },
      {
        title: 'LeadingAge members expand workforce pipeline grants for caregivers',
        url: 'https://leadingage.org/feeds/news/workforce-pipeline-grants',
        summary: 'Twelve states now fund training stipends for direct care workers.',
        imageUrl: expect.stringMatching(/^\/images\/categories\//) as unknown as string,
        publishedAt: '2026-11-19T12:00:00.000Z',
      },
      {
        title: 'Medicaid waiver waitlists grow in 20 states, survey finds',
        url: 'https://leadingage.org/2026/11/18/medicaid-waiver-waitlists/',
        summary: 'Home- and community-based services waitlists lengthened this year.',
        imageUrl: expect.stringMatching(/^\/images\/categories\//) as unknown as string,
        publishedAt: '2026-11-18T10:00:00.000Z',
      },
    ]);
  });

  it('JSON Feed without any base (a file): relative items are dropped with their reason, nothing invented', () => {
    const result = ingest('json-feed-no-base.json', null, null);
    expect(result.articles.map((a) => a.url)).toEqual(['https://leadingage.org/2026/11/18/medicaid-waiver-waitlists/']);
    expect(result.dropped).toEqual<DroppedItem[]>([
      {
        title: 'HUD opens new Section 202 funding round for affordable senior housing',
        link: '/2026/11/20/section-202-funding-round.html',
        reason: 'invalid link: relative link without a base',
      },
      {
        title: 'LeadingAge members expand workforce pipeline grants for caregivers',
        link: 'news/workforce-pipeline-grants',
        reason: 'invalid link: relative link without a base',
      },
    ]);
    expect(result.articles.some((a) => /\/\/\d+\.\d+\.\d+\.\d+/.test(a.url))).toBe(false);
  });

  it('Atom with xml:base on the feed and on entries (RFC 3986, nested bases)', () => {
    const result = ingest('atom-xml-base.xml', 'application/atom+xml', 'https://feeds.mcknightsseniorliving.com/atom.xml');
    expect(result.articles).toEqual<Expected[]>([
      {
        title: 'Memory care operator adds sensory rooms across 14 communities',
        url: 'https://www.mcknightsseniorliving.com/news/2026/11/sensory-rooms-memory-care/',
        summary: 'Residents living with dementia spend calmer afternoons after the rollout, the operator says.',
        imageUrl: 'https://www.mcknightsseniorliving.com/news/images/sensory-room.jpg',
        publishedAt: '2026-11-20T11:00:00.000Z',
      },
      {
        title: 'Assisted living staffing turnover eases for third straight quarter',
        url: 'https://www.mcknightsseniorliving.com/news/assisted-living-turnover-eases/',
        summary: 'Caregiver turnover fell to 58%, down from 64% a year earlier.',
        imageUrl: 'https://www.mcknightsseniorliving.com/news/turnover-chart.png',
        publishedAt: '2026-11-19T16:00:00.000Z',
      },
      {
        title: 'Skilled nursing operators brace for Medicare Advantage rate changes',
        url: 'https://www.mcknights.com/news/medicare-advantage-rate-changes/',
        summary: 'Post-acute providers expect tighter margins.',
        imageUrl: category('healthcare'),
        publishedAt: '2026-11-18T09:00:00.000Z',
      },
    ]);
  });

  it('RSS with relative item links and images: resolved against the channel link; a bare guid is no link', () => {
    const result = ingest('rss-relative-links.xml', 'application/rss+xml', 'https://feeds.argentum.org/rss');
    expect(result.articles.map(({ url, imageUrl }) => ({ url, imageUrl }))).toEqual([
      {
        url: 'https://www.argentum.org/news/2026/11/workforce-training-funding/',
        imageUrl: 'https://www.argentum.org/wp-content/uploads/2026/11/training.jpg',
      },
      {
        url: 'https://www.argentum.org/news/2026/11/occupancy-climbs-primary-markets.html',
        imageUrl: 'https://www.argentum.org/news/2026/11/charts/occupancy.png',
      },
    ]);
    expect(result.dropped).toEqual([
      { title: 'A guid that is not a link is never used as one', link: null, reason: 'invalid link: empty link' },
    ]);
  });

  it('uncommon entities: double-encoded, HTML5 names, CDATA, legacy windows-1252 references, nested markup', () => {
    const result = ingest('uncommon-entities.xml', 'application/rss+xml; charset=utf-8', null);
    expect(result.articles.map(({ title, summary }) => ({ title, summary }))).toEqual([
      {
        title: 'Welltower’s Q3: “Occupancy & rate growth” — ½ of gains from memory care',
        summary: 'The REIT’s same-store NOI rose 21 % … CEO Shankh Mitra called it «a durable recovery».',
      },
      {
        title: 'Café culture & aging in place: Erickson’s new “village” model',
        summary: 'Residents — many in their 80s — asked for walkable main streets. ★ Rated ★★★★ by residents ≂̸ average.',
      },
      {
        title: 'Brookdale’s CEO on “right-sizing” the portfolio…',
        summary: 'Legacy windows-1252 references – still common in older feeds.',
      },
    ]);
    expect(result.text).not.toMatch(/&[a-z#0-9]+;|<|\uFFFD|[\u0080-\u009f]/i);
  });

  it('tracking parameters: removed from the stored link, the rest of the URL kept as written', () => {
    const result = ingest('tracking-parameters.xml', 'application/rss+xml', null);
    expect(result.articles.map((a) => a.url)).toEqual([
      'https://www.bisnow.com/national/news/senior-housing/ventas-texas-portfolio-131207',
      'https://www.bisnow.com/national/news/capital-markets/harrison-street-fund?rt=ref&page=2#comments',
      'https://www.bisnow.com/phoenix/news/multifamily/active-adult-construction-loan',
    ]);
  });
});
