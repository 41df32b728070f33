import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '~/server/config';

/**
 * The documents name commands a reader will type. Every `npm run <name>` (also `npm run -s <name>`,
 * `npm run --silent <name>`) in README.md and docs/**\/*.md must be a script of package.json, and so
 * must `npm start` and `npm test`, which the README opens with.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** `npm run [flags] <name>`: flags are skipped, the first other word is the script. */
const NPM_RUN = /\bnpm\s+run(?:-script)?((?:\s+--?[a-z][\w-]*)*)\s+([a-z0-9][\w:.-]*)/gi;

function namedScripts(text: string): string[] {
  return [...text.matchAll(NPM_RUN)].map((match) => match[2]!.replace(/[.:]+$/, ''));
}

describe('commands named in the documents', () => {
  it('finds the documents and the commands in them', () => {
    expect(documents.map((file) => relative(root, file))).toContain('README.md');
    expect(namedScripts(readFileSync(join(root, 'README.md'), 'utf8')).length).toBeGreaterThan(5);
  });

  it('reads flags and script names as a shell would', () => {
    expect(namedScripts('`npm run -s typecheck`, npm run --silent lint and npm run bench:aggregate.')).toEqual([
      'typecheck',
      'lint',
      'bench:aggregate',
    ]);
  });

  it.each(documents.map((file) => [relative(root, file), file]))('%s names only scripts that exist', (_name, file) => {
    const missing = namedScripts(readFileSync(file, 'utf8')).filter((name) => !scripts.includes(name));
    expect(missing.map((name) => `npm run ${name}`)).toEqual([]);
  });

  it.each(['start', 'test'])('npm %s is a script', (name) => {
    expect(scripts).toContain(name);
  });
});

/**
 * The README's Deployment section has one table of every environment variable. It is written by
 * hand, so it is held to the schema that reads them (server/config.ts) both ways: a new setting
 * must be documented, and a documented one must exist.
 */
describe('the table of settings', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const deployment = /^## Deployment\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const rows = deployment.split('\n').filter((line) => line.startsWith('|'));
  const documented = rows
    .slice(2) // the header and its rule
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));

  it('is in the Deployment section, under a "variable" heading', () => {
    expect(rows[0]).toMatch(/^\|\s*variable\s*\|/);
    expect(documented.length).toBeGreaterThan(10);
  });

  it('names every variable server/config.ts reads', () => {
    expect(SETTING_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names only variables server/config.ts reads, each once', () => {
    expect(documented.filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it('is the only table of variables in the README', () => {
    expect(readme.match(/^\|\s*variable\s*\|/gm)).toHaveLength(1);
  });
});
