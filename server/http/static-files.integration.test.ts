/**
 * The client build's files as the server sends them: the build's brotli or gzip copy when the
 * browser takes it (scripts/compress-assets.ts), never compressed again, with the cache headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/config';
import { createServices } from '~/server/services';
import { createTestDatabase, type TestDatabase } from '~/tests/support/database';
import { createHttpApp } from './app';

const SCRIPT = `export const headline = ${JSON.stringify('Senior housing occupancy rises. '.repeat(100))};\n`;
let database: TestDatabase;
let app: ReturnType<typeof createHttpApp>;
let clientDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const services = createServices(loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }), database);
  // Static files are served from a folder relative to the working directory, as build/client is.
  fs.mkdirSync('test-results', { recursive: true });
  clientDir = fs.mkdtempSync(path.join('test-results', 'static-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  const file = path.join(clientDir, 'assets', 'home-abc123.js');
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
  app = createHttpApp({ services, clientDir, jobs: { enabled: false, running: () => false } });
});
afterAll(async () => {
  fs.rmSync(clientDir, { recursive: true, force: true });
  await database.destroy();
});

const get = (encodings: string | null) =>
  app.request('/assets/home-abc123.js', { headers: encodings === null ? {} : { 'Accept-Encoding': encodings } });

describe('precompressed client files', () => {
  it('sends the brotli copy to a browser that takes brotli, as it is', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(zlib.brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get(null);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});
