import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, RUNTIME_FILES } from './build-server';

/** The server's own modules (not tests) that find a file beside themselves through import.meta.url. */
function runtimeFileUses(): { module: string; name: string }[] {
  const modules = ['server', 'core'].flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.test\.ts$/.test(file))
      .map((file) => path.join(root, file)),
  );
  return modules.flatMap((module) => {
    const text = fs.readFileSync(module, 'utf8');
    if (!text.includes('import.meta.url')) return [];
    const names = [
      ...text.matchAll(/new URL\('\.\/([^']+)', import\.meta\.url\)/g),
      ...text.matchAll(/fileURLToPath\(import\.meta\.url\)\),\s*'([^']+)'\)/g),
    ].map((match) => match[1]!);
    // A new way of reaching a file beside the module must be taught to this test and the build.
    expect(names, `${module} uses import.meta.url in a way this test does not read`).not.toEqual([]);
    return names.map((name) => ({ module, name }));
  });
}

describe('the server bundle', () => {
  it('copies every file the server opens beside its own module', () => {
    const uses = runtimeFileUses();
    expect(uses.length).toBeGreaterThanOrEqual(3);
    for (const { module, name } of uses) {
      expect(RUNTIME_FILES[name], `${module} opens ./${name}`).toBe(path.join(path.dirname(module), name));
    }
    expect(Object.keys(RUNTIME_FILES).sort()).toEqual([...new Set(uses.map((use) => use.name))].sort());
  });

  it('is one module that imports packages and node built-ins only, with the runtime files beside it', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-server-bundle-'));
    try {
      const { file } = await buildServer(outDir);
      const code = fs.readFileSync(file, 'utf8');
      const specifiers = [...code.matchAll(/^import .*? from "([^"]+)";$/gm)].map((match) => match[1]!);
      expect(specifiers).toContain('@electric-sql/pglite');
      // React Router comes from the pages' build (app/entry.server.tsx): one copy in the process.
      expect(specifiers).not.toContain('react-router');
      expect(specifiers.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('~'))).toEqual([]);
      for (const name of Object.keys(RUNTIME_FILES)) expect(fs.existsSync(path.join(outDir, name)), name).toBe(true);
      expect(fs.readdirSync(path.join(outDir, 'migrations')).some((entry) => entry.endsWith('.sql'))).toBe(true);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
