/**
 * Part of `npm run build` (decision 0110): compiles the server (server/main.ts and everything it
 * imports from server/ and core/) into one ES module, build/journal-server/main.mjs, which
 * `npm run serve`, the browser tests, the benchmarks and the container image run with plain node.
 * Packages stay in node_modules. Running the TypeScript through tsx at run time cost 140 MB of
 * memory (its loader thread, the transformed sources and their source maps).
 *
 * The bundle finds a few files beside itself through import.meta.url; they are copied next to it
 * (RUNTIME_FILES, checked against the sources by build-server.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_BUNDLE_DIR = 'build/journal-server';
/** What runs the server: `node <SERVER_BUNDLE>`. */
export const SERVER_BUNDLE = `${SERVER_BUNDLE_DIR}/main.mjs`;

/** Files and folders the server opens relative to its own module, by the name it uses. */
export const RUNTIME_FILES: Record<string, string> = {
  'embedding-worker.mjs': 'server/search/embedding-worker.mjs',
  'word-neighbours.txt.gz': 'server/search/word-neighbours.txt.gz',
  'smtp-thread.mjs': 'server/newsletter/smtp-thread.mjs',
  migrations: 'server/db/migrations',
  'pglite-initdb.mjs': 'server/db/pglite-initdb.mjs',
};

/** Writes the bundle and its runtime files to `outDir` (emptied first). */
export async function buildServer(outDir = SERVER_BUNDLE_DIR): Promise<{ file: string; bytes: number }> {
  // Loaded here: the tests and benchmarks import this module for SERVER_BUNDLE only.
  const { build } = await import('esbuild');
  const file = path.join(outDir, path.basename(SERVER_BUNDLE));
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces name the TypeScript source when node runs with --enable-source-maps.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  for (const [name, source] of Object.entries(RUNTIME_FILES)) {
    fs.cpSync(source, path.join(outDir, name), { recursive: true });
  }
  return { file, bytes: fs.statSync(file).size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { bytes } = await buildServer();
  console.log(`Server: ${SERVER_BUNDLE}, ${Math.round(bytes / 1024)} KB.`);
}
