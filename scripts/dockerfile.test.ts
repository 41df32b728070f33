import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Docker is not installed where the tests run, so the Dockerfile is checked by reading it (decision
 * 0108): what it promises (a non-root server, a health check, the Node the tests run on, /data) and
 * what would only fail in someone else's `docker build` (a script or a file that is not there, or
 * that .dockerignore leaves out of the build context).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

interface Instruction {
  keyword: string;
  args: string;
  /** 0 for the first FROM's stage, and so on. */
  stage: number;
}

/** The instructions of a Dockerfile: comments dropped, continued lines joined. */
function parseDockerfile(text: string): Instruction[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let stage = -1;
  return logical.map((line) => {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') stage++;
    return { keyword: keyword.toUpperCase(), args, stage };
  });
}

/** Arguments in exec form (a JSON array) or shell form (split on spaces), options (--x=y) left out. */
function words(args: string): string[] {
  if (args.startsWith('[')) return JSON.parse(args) as string[];
  return args.split(/\s+/).filter((word) => !word.startsWith('--'));
}

/** Whether .dockerignore leaves `path` out of the build context (Docker's rules: the last match wins). */
function ignoredBy(dockerignore: string): (path: string) => boolean {
  const rules = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) =>
          part === '**/'
            ? '(?:.*/)?'
            : part === '**'
              ? '.*'
              : part === '*'
                ? '[^/]*'
                : part === '?'
                  ? '[^/]'
                  : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      // A pattern that names a folder also leaves out everything in it.
      return { negate, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) => {
    const clean = path.replace(/^\.\/|\/+$/g, '');
    return rules.reduce((ignored, rule) => (rule.regex.test(clean) ? !rule.negate : ignored), false);
  };
}

const instructions = parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
const finalStage = Math.max(...instructions.map((i) => i.stage));
const final = instructions.filter((i) => i.stage === finalStage);
const isIgnored = ignoredBy(readFileSync(join(root, '.dockerignore'), 'utf8'));

describe('the Dockerfile', () => {
  it('has a build stage and a runtime stage', () => {
    expect(instructions.filter((i) => i.keyword === 'FROM').map((i) => i.args)).toEqual([
      'node:20-bookworm-slim AS build',
      'node:20-bookworm-slim',
    ]);
  });

  it("builds and runs on the Node major of package.json's engines", () => {
    const engineMajor = /(\d+)/.exec(packageJson.engines.node)?.[1];
    const majors = instructions
      .filter((i) => i.keyword === 'FROM')
      .map((i) => /^node:(\d+)[.-]/.exec(i.args)?.[1] ?? `not a node image: ${i.args}`);
    expect(majors.length).toBeGreaterThan(0);
    for (const major of majors) expect(major).toBe(engineMajor);
  });

  it('runs the server as a user other than root', () => {
    const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it("checks health at /healthz with Node's fetch (slim images have no curl)", () => {
    const healthchecks = final.filter((i) => i.keyword === 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    const command = words(healthchecks[0]!.args.replace(/^.*?\bCMD\s+/, ''));
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toMatch(/fetch\('http:\/\/127\.0\.0\.1:' \+ \(process\.env\.PORT \|\| 3000\) \+ '\/healthz'/);
  });

  it('runs what npm run serve runs, without building again', () => {
    const command = words(final.find((i) => i.keyword === 'CMD')!.args).join(' ');
    expect(`NODE_ENV=production ${command}`).toBe(packageJson.scripts.serve);
    expect(final.find((i) => i.keyword === 'ENV')?.args.split(/\s+/)).toEqual(['NODE_ENV=production', 'DATA_DIR=/data']);
  });

  it('keeps the data on a volume the server may write', () => {
    const volume = final.find((i) => i.keyword === 'VOLUME');
    expect(volume?.args).toBe('/data');
    const volumeAt = final.indexOf(volume!);
    // Made and handed to the user before VOLUME, since later changes to it are discarded.
    const owned = final.findIndex((i) => i.keyword === 'RUN' && /chown node:node \/data/.test(i.args));
    expect(owned).toBeGreaterThan(-1);
    expect(owned).toBeLessThan(volumeAt);
    expect(final.find((i) => i.keyword === 'EXPOSE')?.args).toBe('3000');
  });

  it('names only npm scripts that exist', () => {
    const named = instructions
      .filter((i) => i.keyword === 'RUN' || i.keyword === 'CMD')
      .flatMap((i) => [...i.args.matchAll(/\bnpm\s+run\s+([a-z0-9][\w:.-]*)/g)].map((match) => match[1]!));
    expect(named).toContain('build');
    expect(named.filter((name) => !(name in packageJson.scripts))).toEqual([]);
  });

  it('copies from the build context only files that exist and .dockerignore lets through', () => {
    const sources = instructions
      .filter((i) => i.keyword === 'COPY' && !/--from=/.test(i.args))
      .flatMap((i) => words(i.args).slice(0, -1));
    expect(sources).toContain('package-lock.json');
    expect(sources.filter((source) => !existsSync(join(root, source)))).toEqual([]);
    expect(sources.filter(isIgnored)).toEqual([]);
  });

  it('copies into the runtime stage only what the build stage has', () => {
    const fromBuild = final
      .filter((i) => i.keyword === 'COPY' && /--from=build/.test(i.args))
      .flatMap((i) => words(i.args).slice(0, -1))
      .map((source) => source.replace(/^\/app\//, ''));
    const built = ['node_modules', 'build'];
    const copied = instructions
      .filter((i) => i.stage < finalStage && i.keyword === 'COPY')
      .flatMap((i) => words(i.args).slice(0, -1));
    const missing = fromBuild.filter(
      (path) => !built.includes(path) && !copied.some((source) => path === source || path.startsWith(`${source}/`)),
    );
    expect(missing).toEqual([]);
  });
});

describe('reading .dockerignore as Docker does', () => {
  const ignored = ignoredBy('node_modules\n**/*.test.ts\ndocs\n*.md\n!docs/keep.md\n# a comment\n/build/\n');

  it.each([
    ['node_modules', true],
    ['node_modules/react/index.js', true],
    ['server/db/backup.test.ts', true],
    ['backup.test.ts', true],
    ['docs/decisions/0108.md', true],
    ['docs/keep.md', false],
    ['README.md', true],
    ['server/README.md', false],
    ['build/server/index.js', true],
    ['server/db/backup.ts', false],
    ['package-lock.json', false],
  ])('%s: left out %s', (path, expected) => {
    expect(ignored(path)).toBe(expected);
  });
});
