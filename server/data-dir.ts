/**
 * DATA_DIR holds the embedded database (its WAL carries session tokens), the auth secret, the outbox
 * and the control socket: only the user the server runs as may read it. The folder is made
 * owner-only whether we created it or found it, anything already in it loses group and other
 * access, and every file this process creates afterwards is owner-only (umask 077).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface DataDirReport {
  dataDir: string;
  /** Entries (the folder included) whose group or other permissions were removed. */
  tightened: number;
}

function tighten(entry: string): number {
  const stat = fs.lstatSync(entry);
  if (stat.isSymbolicLink()) return 0;
  let count = 0;
  if ((stat.mode & 0o077) !== 0) {
    fs.chmodSync(entry, stat.mode & 0o700);
    count++;
  }
  if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) count += tighten(path.join(entry, name));
  return count;
}

export function secureDataDir(dataDir: string): DataDirReport {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return { dataDir, tightened: tighten(dataDir) };
}
