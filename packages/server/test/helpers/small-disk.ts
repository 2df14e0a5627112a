import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small file system of its own (tmpfs), so a disk can be filled without filling the machine's; undefined where it
 * cannot be mounted (that needs root, as here and in CI). `remove` unmounts and deletes it.
 */
export function mountSmallDisk(megabytes: number): { dir: string; remove(): void } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'campus-small-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', dir]);
  const remove = () => {
    spawnSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  };
  if (mounted.status === 0) return { dir, remove };
  remove();
  return undefined;
}
