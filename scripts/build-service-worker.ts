/**
 * Builds the service worker after the app (npm run build): bundles app/service-worker/sw.ts with
 * Vite into one classic script and lets Serwist inject the precache list (the built scripts and
 * styles, icons, manifest and offline page) into
 * build/client/sw.js. Prints what is precached.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'vite';

const CLIENT = 'build/client';
if (!fs.existsSync(CLIENT)) throw new Error(`${CLIENT} is missing: run react-router build first`);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-sw-'));

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
      lib: { entry: 'app/service-worker/sw.ts', formats: ['iife'], name: 'journalServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(tmp, 'sw.js'),
    swDest: path.join(CLIENT, 'sw.js'),
    globDirectory: CLIENT,
    globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'manifest.webmanifest', 'favicon.svg', 'offline.html'],
    // Vite fingerprints /assets: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`Service worker: ${count} files precached, ${Math.round(size / 1024)} KB.`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
