import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir';

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const originalUmask = process.umask();
let root: string;

afterEach(() => {
  process.umask(originalUmask);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('becomes owner-only when it already existed readable by everyone, with what is in it', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-data-'));
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'pglite'), 0o755);
    fs.writeFileSync(path.join(dataDir, 'pglite', 'wal'), 'session tokens');
    fs.chmodSync(path.join(dataDir, 'pglite', 'wal'), 0o666);

    expect(secureDataDir(dataDir)).toEqual({ dataDir, tightened: 3 });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite', 'wal'))).toBe(0o600);
  });

  it('is created owner-only, and files created afterwards are owner-only too', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-data-'));
    const dataDir = path.join(root, 'fresh', 'data');
    process.umask(0o022);
    secureDataDir(dataDir);
    fs.writeFileSync(path.join(dataDir, 'outbox.eml'), 'mail', { mode: 0o666 });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'outbox.eml'))).toBe(0o600);
  });
});
