import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Where `name` is in `folder`, resolved; a name that leads anywhere else (`..`, an absolute path) is an error. Every
 * name read from outside (an archive, a stored row) goes through it before it reaches the disk.
 */
export function insideFolder(folder: string, name: string): string {
  const path = resolve(folder, name);
  const within = relative(resolve(folder), path);
  if (within === '' || within === '..' || within.startsWith(`..${sep}`) || isAbsolute(within)) {
    throw new Error(`${JSON.stringify(name)} is not inside ${folder}`);
  }
  return path;
}
