import { readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Why a process may not open the embedded database's folder: another one has it open. */
export class DataDirInUse extends Error {}

/** Names the process holding DATA_DIR and what to do about it. */
export const dataDirInUse = (dataDir: string, pid: number) =>
  `${dataDir} is in use by a running Campus (process ${pid}): stop Campus first. Two processes with the embedded ` +
  'database open at once would damage it for good.';

const LOCK = 'campus.lock';
/** The folders this process holds. */
const held = new Set<string>();

/**
 * When the process started, as Linux counts it (/proc/<pid>/stat), to tell a live holder from a later process given
 * the same number; undefined elsewhere.
 */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (which may hold spaces and parentheses); the start time is the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const owner = () => `${process.pid}:${startOf(process.pid) ?? ''}`;

/** Whether the process a lock names still runs: not this one (it would hold the folder), not gone, not another's pid. */
function running(lock: string): boolean {
  const [pidText, started] = lock.split(':');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const now = startOf(pid);
  return !started || !now || now === started;
}

const readLock = (path: string) => {
  try {
    return readlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * Takes DATA_DIR for this process until the returned function is called: the server, `npm run backup` and
 * `npm run restore` each take it before opening the embedded database, so none opens a folder another is using. The
 * lock is a symbolic link naming the process (its target is in the link itself, so it is made even on a full disk); a
 * lock left by a process that has ended is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK);
  if (held.has(path)) throw new DataDirInUse(dataDirInUse(dataDir, process.pid));
  const mine = owner();
  for (;;) {
    try {
      symlinkSync(mine, path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readLock(path);
    if (found === undefined) continue;
    if (running(found)) throw new DataDirInUse(dataDirInUse(dataDir, Number(found.split(':')[0])));
    // A lock of an ended process: moved aside, and only if it is still that one (another process may be taking it
    // over at the same moment), then taken.
    const aside = `${path}.${process.pid}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readLock(aside);
    if (moved !== found) {
      renameSync(aside, path);
      throw new DataDirInUse(dataDirInUse(dataDir, Number(moved?.split(':')[0])));
    }
    rmSync(aside, { force: true });
  }
  held.add(path);
  return () => {
    held.delete(path);
    if (readLock(path) === mine) rmSync(path, { force: true });
  };
}
