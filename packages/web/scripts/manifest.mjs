// What the build says about its chunks (the Vite manifest, the pages): shared by prerender.mjs and
// js-size.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What prerender.mjs writes into dist: each route path of the app with its document and its chunks beyond the entry. */
export const PAGES_FILE = 'pages.json';

export const readManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The files (relative to dist) of these manifest entries and of every chunk they import, statically. */
export function chunkClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** The stylesheets of these manifest entries and of every chunk they import, statically. */
export function stylesheetClosure(manifest, keys) {
  const chunks = new Set(chunkClosure(manifest, keys));
  return [
    ...new Set(
      Object.values(manifest)
        .filter((chunk) => chunks.has(chunk.file))
        .flatMap((chunk) => chunk.css ?? []),
    ),
  ];
}
