/**
 * Builds the service worker after the app (npm run build): bundles app/service-worker/sw.ts with
 * Vite into one classic script and lets Serwist inject the precache list (the built scripts and
 * styles, icons, manifest and offline page) into
 * build/client/sw.js. Prints what is precached.
 */
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { bundleClassicScript, CLIENT } from './classic-script';

const bundle = await bundleClassicScript({ entry: 'app/service-worker/sw.ts', name: 'journalServiceWorker', fileName: 'sw.js' });
try {
  const { count, size, warnings } = await injectManifest({
    swSrc: bundle.file,
    swDest: path.join(CLIENT, 'sw.js'),
    globDirectory: CLIENT,
    globPatterns: ['assets/**/*.{js,css,svg}', 'icons/*.png', 'manifest.webmanifest', 'favicon.svg', 'offline.html'],
    // Vite fingerprints /assets: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  for (const warning of warnings) console.warn(warning);
  console.log(`Service worker: ${count} files precached, ${Math.round(size / 1024)} KB.`);
} finally {
  bundle.cleanUp();
}
