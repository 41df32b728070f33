/**
 * Running one feed through the whole pipeline (fetch or read, decode, parse, normalise, categorise)
 * without storing anything: `npm run feeds:preview` for operators, "Try a feed" for admins.
 */
import fs from 'node:fs/promises';
import type { Category } from '~/core/categories';
import type { FeedSource } from '~/core/normalise';
import { decodeBody, DEFAULT_FETCH_LIMITS, fetchFeed, type FetchLimits } from './fetch-feed';
import type { HttpFetch } from './pinned-fetch';
import { ingestDocument, type DroppedItem } from './ingest';

export interface PreviewItem {
  title: string;
  url: string;
  summary: string;
  category: Category;
  publishedAt: string;
  imageUrl: string;
}

/** The `--json` line of one input, field for field as the issue specifies. */
export interface FeedPreview {
  input: string;
  format: string | null;
  items: PreviewItem[];
  dropped: DroppedItem[];
  error: string | null;
}

export interface PreviewOptions {
  now: Date;
  /** For a file: the Content-Type it would be served with (its charset decides the decoding). */
  contentType?: string | null;
  /** The address relative links resolve against last (a file has none of its own). */
  baseUrl?: string | null;
  /** The feed's name and default category, when the input is a configured feed. */
  feed?: FeedSource;
  limits?: FetchLimits;
  /** Admin-typed addresses: a fetch that reaches only the machines the policy allows (./pinned-fetch). */
  pinned?: HttpFetch | null;
  /** Whether the input may be a file on this machine (the CLI: yes; the admin form: never). */
  allowFiles?: boolean;
}

export const isFeedAddress = (input: string) => /^https?:\/\//i.test(input.trim());

function previewSource(input: string): FeedSource {
  let name = input;
  try {
    name = isFeedAddress(input) ? new URL(input).hostname : (input.split(/[\\/]/).pop() ?? input);
  } catch {
    // The input itself names the source.
  }
  return { key: 'preview', name, defaultCategory: null };
}

async function readInput(
  input: string,
  options: PreviewOptions,
): Promise<{ ok: true; body: string; fetchedFrom: string | null } | { ok: false; error: string }> {
  if (isFeedAddress(input)) {
    const fetched = await fetchFeed(
      input.trim(),
      { etag: null, lastModified: null },
      options.limits ?? DEFAULT_FETCH_LIMITS,
      options.pinned ?? null,
    );
    if (fetched.kind === 'failed') return { ok: false, error: fetched.error };
    if (fetched.kind === 'not-modified') return { ok: false, error: 'HTTP 304 without a conditional request' };
    return { ok: true, body: fetched.body, fetchedFrom: fetched.url };
  }
  if (!options.allowFiles) return { ok: false, error: 'Enter an http:// or https:// address' };
  try {
    const bytes = await fs.readFile(input);
    return { ok: true, body: decodeBody(bytes, options.contentType ?? null), fetchedFrom: null };
  } catch (error) {
    return { ok: false, error: `Cannot read ${input}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
}

export async function previewFeed(input: string, options: PreviewOptions): Promise<FeedPreview> {
  const failed = (error: string): FeedPreview => ({ input, format: null, items: [], dropped: [], error });
  try {
    const read = await readInput(input, options);
    if (!read.ok) return failed(read.error);
    const fetchedFrom = options.baseUrl?.trim() || read.fetchedFrom;
    const ingested = ingestDocument(read.body, options.feed ?? previewSource(input), options.now, fetchedFrom);
    if (!ingested.ok) return failed(ingested.error);
    return {
      input,
      format: ingested.format,
      items: ingested.articles.map((a) => ({
        title: a.title,
        url: a.url,
        summary: a.summary,
        category: a.category,
        publishedAt: a.publishedAt.toISOString(),
        imageUrl: a.imageUrl,
      })),
      dropped: ingested.dropped,
      error: null,
    };
  } catch (error) {
    return failed(`Unexpected error: ${(error as Error).message}`);
  }
}

/** The human-readable report of one input. */
export function formatPreview(preview: FeedPreview): string {
  if (preview.error !== null) return `${preview.input}\n  Error: ${preview.error}`;
  const lines = [
    preview.input,
    `  Format: ${preview.format} · ${preview.items.length} ${preview.items.length === 1 ? 'article' : 'articles'} · ${preview.dropped.length} dropped`,
  ];
  preview.items.forEach((item, index) => {
    lines.push(
      '',
      `  ${index + 1}. ${item.title}`,
      `     ${item.category} · ${item.publishedAt}`,
      `     ${item.url}`,
      `     Image: ${item.imageUrl}`,
      `     ${item.summary}`,
    );
  });
  if (preview.dropped.length > 0) {
    lines.push('', '  Dropped:');
    for (const item of preview.dropped) {
      lines.push(`  - ${item.title || '(no title)'}${item.link ? ` <${item.link}>` : ''}: ${item.reason}`);
    }
  }
  return lines.join('\n');
}

export interface PreviewArgs {
  inputs: string[];
  contentType: string | null;
  baseUrl: string | null;
  json: boolean;
}

export const PREVIEW_USAGE = 'Usage: npm run feeds:preview -- <url-or-file>... [--content-type T] [--base-url U] [--json]';

/** The command line of `feeds:preview`: inputs and the three options, in any order. */
export function parsePreviewArgs(args: readonly string[]): PreviewArgs | { error: string } {
  const parsed: PreviewArgs = { inputs: [], contentType: null, baseUrl: null, json: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s, 2) as [string, string | undefined]) : [arg, undefined];
    if (flag === '--json') parsed.json = true;
    else if (flag === '--content-type' || flag === '--base-url') {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') return { error: `${flag} needs a value. ${PREVIEW_USAGE}` };
      if (flag === '--base-url') {
        if (!isFeedAddress(value)) return { error: `--base-url must be an http:// or https:// address. ${PREVIEW_USAGE}` };
        parsed.baseUrl = value;
      } else parsed.contentType = value;
    } else if (arg.startsWith('--')) return { error: `Unknown option ${arg}. ${PREVIEW_USAGE}` };
    else parsed.inputs.push(arg);
  }
  if (parsed.inputs.length === 0) return { error: PREVIEW_USAGE };
  return parsed;
}
