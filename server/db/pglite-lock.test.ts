import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock, currentHolder, DatabaseBusyError, lockFilePath, processStartTime } from './pglite-lock';

let folder: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-lock-'));
});
afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
  fs.rmSync(folder, { recursive: true, force: true });
});

const writeLock = (holder: object | string) =>
  fs.writeFileSync(lockFilePath(folder), typeof holder === 'string' ? holder : JSON.stringify(holder));

/** A live process that is not us, to stand for another server holding the folder. */
async function otherProcess(): Promise<number> {
  child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child!.once('spawn', resolve));
  return child.pid!;
}

describe('the PGlite folder lock dies with its holder', () => {
  it('reclaims a lock that names our own pid from an earlier life (a restarted container is pid 1 again)', () => {
    const me = currentHolder();
    writeLock({ ...me, startTime: String(Number(me.startTime) - 500) });
    const release = acquirePgliteLock(folder);
    expect(JSON.parse(fs.readFileSync(lockFilePath(folder), 'utf8'))).toEqual(me);
    release();
  });

  it('reclaims a bare-pid lock of an earlier version that names our own pid', () => {
    writeLock(String(process.pid));
    acquirePgliteLock(folder)();
  });

  it('refuses while another live process holds the folder', async () => {
    const pid = await otherProcess();
    writeLock({ pid, startTime: processStartTime(pid), bootId: currentHolder().bootId });
    expect(() => acquirePgliteLock(folder)).toThrow(
      new DatabaseBusyError(`The database in ${folder} is open in process ${pid}.`),
    );
  });

  it('reclaims a lock whose pid now belongs to a different, later process', async () => {
    const pid = await otherProcess();
    writeLock({ pid, startTime: '1', bootId: currentHolder().bootId });
    acquirePgliteLock(folder)();
  });

  it('reclaims a lock written before the machine rebooted', async () => {
    const pid = await otherProcess();
    writeLock({ pid, startTime: processStartTime(pid), bootId: 'an-earlier-boot' });
    acquirePgliteLock(folder)();
  });

  it('reclaims an unreadable lock file', () => {
    writeLock('not a lock');
    acquirePgliteLock(folder)();
  });

  it('still refuses a second open of the folder by this very process', () => {
    const release = acquirePgliteLock(folder);
    expect(() => acquirePgliteLock(folder)).toThrow(DatabaseBusyError);
    release();
    expect(fs.existsSync(lockFilePath(folder))).toBe(false);
  });
});
