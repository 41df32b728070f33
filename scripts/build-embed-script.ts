/**
 * Builds /embed.js after the app (npm run build): bundles app/features/embed/widget.ts with Vite
 * into one classic, minified script in build/client/embed.js, served beside the other public
 * files. Prints its size and refuses to finish above the 15 KB (gzip) the feed promises hosts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const CLIENT = 'build/client';
/** Issue 16: a host's page pays at most this for the feed's script, on the wire. */
const MAX_GZIP_BYTES = 15 * 1024;

if (!fs.existsSync(CLIENT)) throw new Error(`${CLIENT} is missing: run react-router build first`);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-embed-'));

try {
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '~': process.cwd() } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: tmp,
      emptyOutDir: true,
      minify: true,
      target: 'es2020',
      lib: { entry: 'app/features/embed/widget.ts', formats: ['iife'], name: 'seniorHousingFeed', fileName: () => 'embed.js' },
    },
  });
  const script = fs.readFileSync(path.join(tmp, 'embed.js'));
  fs.writeFileSync(path.join(CLIENT, 'embed.js'), script);
  const gzip = gzipSync(script, { level: 9 }).length;
  console.log(`Embed script: ${(script.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip.`);
  if (gzip > MAX_GZIP_BYTES) throw new Error(`embed.js is ${gzip} bytes gzip, over the ${MAX_GZIP_BYTES} allowed`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
