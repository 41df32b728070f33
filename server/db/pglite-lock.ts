/**
 * PGlite allows one process per data folder. This lock file makes that rule hold: the server or a
 * CLI that opens the folder writes its pid here; a second opener sees a live pid and stays out.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'journal.lock');
}

/** Takes the folder's lock or throws DatabaseBusyError naming the holder. Returns the release. */
export function acquirePgliteLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DatabaseBusyError(`The database in ${dataDir} is open in process ${holder}.`);
      }
      // A crashed process left its lock behind.
      fs.unlinkSync(file);
    }
  }
  throw new DatabaseBusyError(`Could not lock the database in ${dataDir}.`);
}
