import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The apt-source reading of scripts/ensure-system-deps.sh, run on fixture sources in a temporary
 * folder (APT_SOURCES_DIR, OS_RELEASE_FILE). Sourcing the script only defines its functions: nothing
 * is installed and the machine's own /etc/apt is never read or written.
 */
const script = resolve(dirname(fileURLToPath(import.meta.url)), 'ensure-system-deps.sh');

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'apt-sources-'));
  mkdirSync(join(root, 'sources.list.d'));
  osRelease('bookworm');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function osRelease(codename: string) {
  writeFileSync(join(root, 'os-release'), `PRETTY_NAME="Debian GNU/Linux"\nVERSION_CODENAME=${codename}\nID=debian\n`);
}

function source(path: string, text: string) {
  writeFileSync(join(root, path), text);
}

/** Runs `source ensure-system-deps.sh; <command>` and returns its output, or throws with its stderr. */
function run(command: string): string {
  return execFileSync('bash', ['-c', `source "$1"; ${command}`, 'bash', script], {
    env: { PATH: process.env.PATH, APT_SOURCES_DIR: root, OS_RELEASE_FILE: join(root, 'os-release') },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

function failure(command: string): string {
  try {
    run(command);
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error(`expected "${command}" to fail`);
}

const written = (name: string) => readFileSync(join(root, 'sources.list.d', name), 'utf8');

const DEBIAN_SOURCES = `Types: deb
# http://snapshot.debian.org/archive/debian/20250520T000000Z
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;

describe('ensure-system-deps.sh: the pgvector source follows the machine’s own apt sources', () => {
  it('defines functions only when sourced', () => {
    expect(run('echo sourced')).toBe('sourced');
  });

  it('reads a deb822 file like this machine’s and writes a deb822 source on the same mirror', () => {
    source('sources.list.d/debian.sources', DEBIAN_SOURCES);
    expect(run('mirror_for bookworm')).toBe('http://deb.debian.org/debian');
    expect(run('add_pgvector_source')).toBe(join(root, 'sources.list.d', 'pgvector-src.sources'));
    const text = written('pgvector-src.sources');
    expect(text).toContain('Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: trixie\nComponents: main\n');
    expect(text).toContain('Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg');
  });

  it('takes a mirror or proxy host from a deb822 file, skipping disabled stanzas and the security archive', () => {
    source(
      'sources.list.d/mirror.sources',
      `Types: deb
URIs: http://old.example.internal/debian
Suites: bookworm
Components: main
Enabled: no

Types: deb
URIs: http://mirror.example.internal/debian-security
Suites: bookworm-security
Components: main

types: deb deb-src
uris: http://mirror.example.internal/debian
suites: bookworm-updates bookworm
components: main non-free-firmware
`,
    );
    expect(run('mirror_for bookworm')).toBe('http://mirror.example.internal/debian');
    run('add_pgvector_source');
    expect(written('pgvector-src.sources')).toContain('URIs: http://mirror.example.internal/debian\nSuites: trixie\n');
  });

  it('reads the one-line format and writes a one-line source when the machine has no deb822 file', () => {
    source(
      'sources.list',
      `# third-party archives may share the suite name
deb [arch=amd64 signed-by=/usr/share/keyrings/sury.gpg] https://packages.sury.org/php/ bookworm main
deb http://mirror.example.internal/debian bookworm main contrib # local mirror
deb http://mirror.example.internal/debian-security bookworm-security main
`,
    );
    expect(run('mirror_for bookworm')).toBe('http://mirror.example.internal/debian');
    expect(run('add_pgvector_source')).toBe(join(root, 'sources.list.d', 'pgvector-src.list'));
    expect(written('pgvector-src.list')).toMatch(/^deb-src http:\/\/mirror\.example\.internal\/debian trixie main$/m);
  });

  it('keeps the signed-by option of a one-line source', () => {
    source(
      'sources.list.d/debian.list',
      'deb [ signed-by=/etc/apt/keyrings/debian.gpg ] http://ftp.de.debian.org/debian/ bookworm main\n',
    );
    run('add_pgvector_source');
    expect(written('pgvector-src.list')).toMatch(
      /^deb-src \[signed-by=\/etc\/apt\/keyrings\/debian\.gpg\] http:\/\/ftp\.de\.debian\.org\/debian\/ trixie main$/m,
    );
  });

  it('reuses a snapshot archive as it is', () => {
    source('sources.list', 'deb http://snapshot.debian.org/archive/debian/20250520T000000Z bookworm main\n');
    run('add_pgvector_source');
    expect(written('pgvector-src.list')).toContain(
      'deb-src http://snapshot.debian.org/archive/debian/20250520T000000Z trixie main',
    );
  });

  it('takes the suite from the release after this machine’s', () => {
    osRelease('trixie');
    source('sources.list.d/debian.sources', DEBIAN_SOURCES.replaceAll('bookworm', 'trixie'));
    expect(run('next_debian_release bookworm')).toBe('trixie');
    run('add_pgvector_source');
    expect(written('pgvector-src.sources')).toContain('Suites: forky\n');
  });

  it('writes nothing when a deb-src source for that suite exists already', () => {
    source('sources.list.d/debian.sources', DEBIAN_SOURCES);
    source('sources.list.d/pgvector-src.list', 'deb-src http://deb.debian.org/debian trixie main\n');
    expect(run('add_pgvector_source')).toBe('');
    expect(readdirSync(join(root, 'sources.list.d')).sort()).toEqual(['debian.sources', 'pgvector-src.list']);
  });

  it('fails naming what to add when no Debian archive is configured, and writes nothing', () => {
    source('sources.list', 'deb https://deb.nodesource.com/node_20.x nodistro main\n');
    expect(failure('add_pgvector_source')).toContain("'deb-src <your Debian mirror> trixie main'");
    expect(readdirSync(join(root, 'sources.list.d'))).toEqual([]);
  });

  it('fails on a release it does not know', () => {
    osRelease('sid-of-the-future');
    expect(failure('add_pgvector_source')).toContain('next_debian_release');
  });
});
