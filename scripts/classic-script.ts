/**
 * Bundles one browser entry with Vite into a single classic (IIFE), minified script in a fresh
 * temporary folder, for the scripts that cannot be ES modules: the service worker and /embed.js.
 * The caller uses the file, then removes the folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

export const CLIENT = 'build/client';

export async function bundleClassicScript({
  entry,
  name,
  fileName,
  target,
}: {
  entry: string;
  /** The global the IIFE assigns. */
  name: string;
  fileName: string;
  target?: string;
}): Promise<{ file: string; cleanUp: () => void }> {
  if (!fs.existsSync(CLIENT)) throw new Error(`${CLIENT} is missing: run react-router build first`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-script-'));
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { '~': process.cwd() } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: dir,
        emptyOutDir: true,
        minify: true,
        ...(target ? { target } : {}),
        lib: { entry, formats: ['iife'], name, fileName: () => fileName },
      },
    });
  } catch (error) {
    cleanUp();
    throw error;
  }
  return { file: path.join(dir, fileName), cleanUp };
}
