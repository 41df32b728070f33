/**
 * Builds /embed.js after the app (npm run build): bundles app/features/embed/widget.ts with Vite
 * into one classic, minified script in build/client/embed.js, served beside the other public
 * files. Prints its size and refuses to finish above the 15 KB (gzip) the feed promises hosts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleClassicScript, CLIENT } from './classic-script';

/** Issue 16: a host's page pays at most this for the feed's script, on the wire. */
const MAX_GZIP_BYTES = 15 * 1024;

const bundle = await bundleClassicScript({
  entry: 'app/features/embed/widget.ts',
  name: 'seniorHousingFeed',
  fileName: 'embed.js',
  target: 'es2020',
});
try {
  const script = fs.readFileSync(bundle.file);
  fs.writeFileSync(path.join(CLIENT, 'embed.js'), script);
  const gzip = gzipSync(script, { level: 9 }).length;
  console.log(`Embed script: ${(script.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip.`);
  if (gzip > MAX_GZIP_BYTES) throw new Error(`embed.js is ${gzip} bytes gzip, over the ${MAX_GZIP_BYTES} allowed`);
} finally {
  bundle.cleanUp();
}
