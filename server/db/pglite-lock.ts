/**
 * PGlite allows one process per data folder. This lock file makes that rule hold: the server or a
 * CLI that opens the folder records who holds it; a second opener sees a live holder and stays out.
 *
 * A holder is identified by its pid AND that process's start time AND the machine's boot id, so the
 * lock dies with its holder: after a crash, a restarted container that gets the same pid (often 1)
 * has a different start time, and after a reboot the boot id differs. A pid alone would keep such a
 * folder locked for ever ("open in process 1" when process 1 is ourselves).
 */
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseBusyError extends Error {}

/** Who holds a lock: enough to tell the very process that wrote it from a later one with its pid. */
export interface LockHolder {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  startTime: string | null;
  bootId: string | null;
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The kernel's start time of a process; null when it is gone or /proc is not there. */
export function processStartTime(pid: number, procDir = '/proc'): string | null {
  const stat = readOrNull(path.join(procDir, String(pid), 'stat'));
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may itself contain spaces and ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null; // field 22 overall; fields[0] is field 3
}

export function currentHolder(procDir = '/proc'): LockHolder {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid, procDir),
    bootId: readOrNull(path.join(procDir, 'sys/kernel/random/boot_id')),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads a lock file: today's JSON, or the bare pid earlier versions wrote. Null when unreadable. */
function parseHolder(text: string): LockHolder | null {
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), startTime: null, bootId: null };
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return null;
    return { pid: value.pid!, startTime: value.startTime ?? null, bootId: value.bootId ?? null };
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs (the same process, not a later one with its pid). */
export function holderIsLive(holder: LockHolder, me: LockHolder = currentHolder(), procDir = '/proc'): boolean {
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return false;
  if (holder.startTime && me.bootId) return processStartTime(holder.pid, procDir) === holder.startTime;
  // Written without a start time (an earlier version, or not on Linux): a live pid that is not our
  // own counts; our own pid can only be a previous incarnation of this process (e.g. pid 1 again).
  return holder.pid !== me.pid && isAlive(holder.pid);
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'journal.lock');
}

/** Takes the folder's lock or throws DatabaseBusyError naming the holder. Returns the release. */
export function acquirePgliteLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFilePath(dataDir);
  const me = currentHolder();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseHolder(readOrNull(file) ?? '');
      if (holder && holderIsLive(holder, me)) {
        throw new DatabaseBusyError(`The database in ${dataDir} is open in process ${holder.pid}.`);
      }
      // A crashed process (or an earlier life of this container) left its lock behind.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseBusyError(`Could not lock the database in ${dataDir}.`);
}
