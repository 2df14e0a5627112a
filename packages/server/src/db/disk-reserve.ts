import { randomBytes } from 'node:crypto';
import { rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Room kept on the disk of DATA_DIR for the embedded database to start on: PostgreSQL writes its lock file (and, after
 * a crash, replays its log) as it starts, so on a full disk it cannot start at all. Two log segments.
 */
export const DISK_RESERVE_BYTES = 32 * 1024 * 1024;
const RESERVE = 'disk-reserve';

/** What the server says when it starts on the reserve. */
export const startedOnFullDisk = (dataDir: string) =>
  `The disk holding ${dataDir} is full: the embedded database was started on the space kept in reserve. Campus is ` +
  'read-only (every change is refused, and /api/ready answers 503) until space is freed on that disk.';

const freeBytes = (dir: string) => {
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize;
};

/**
 * Before the embedded database starts: on a disk too full for it to start, the reserve is given up (answers true; the
 * server then starts read-only, as the disk guard keeps it while space is short).
 */
export function freeReserveIfFull(dataDir: string): boolean {
  if (freeBytes(dataDir) >= DISK_RESERVE_BYTES) return false;
  const path = join(dataDir, RESERVE);
  try {
    rmSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Once it has started: the reserve is made again where the disk has room for it and as much again. Bytes that do not
 * compress, so that a file system which compresses does keep the room.
 */
export function keepReserve(dataDir: string): void {
  const path = join(dataDir, RESERVE);
  try {
    if (freeBytes(dataDir) < 2 * DISK_RESERVE_BYTES) return;
    writeFileSync(path, randomBytes(DISK_RESERVE_BYTES), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(path, { force: true });
  }
}
