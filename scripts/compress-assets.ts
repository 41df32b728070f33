/**
 * The last step of `npm run build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9)
 * copy beside every text file of the client build, which the server sends as they are
 * (serveStatic's `precompressed`). Compressed once at build time at the highest settings instead of
 * per request at fast ones: smaller downloads (brotli is about 13% below gzip on our scripts) and
 * no compression work on the server. Prints the totals.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CLIENT } from './classic-script';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost (Hono's compress uses the same). */
const MIN_BYTES = 1024;

const files = (await fs.readdir(CLIENT, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let original = 0;
let brotlied = 0;
let gzipped = 0;
let count = 0;
for (const file of files) {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  original += bytes.length;
  brotlied += br.length;
  gzipped += gz.length;
  count++;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Precompressed ${count} files: ${kb(original)}, ${kb(gzipped)} gzip, ${kb(brotlied)} brotli.`);
