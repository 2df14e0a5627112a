// The gzipped JavaScript each page needs on its first load, read from the last build: the Vite manifest and
// page-preloads.json (scripts/page-preloads.mjs). Run: `node scripts/js-size.mjs` (after `npm run build`); or import
// `jsSizes()` for the rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

/** The files of these manifest entries and of everything they import, statically. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * One row per page: the landing page (its own entry), and each route path of the app: its entry plus the chunks the
 * server preloads for it. `chunks` are the files the first load fetches, `gzipBytes` their sum.
 */
export function jsSizes(dist = defaultDist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const preloads = JSON.parse(readFileSync(join(dist, 'page-preloads.json'), 'utf8'));
  const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const row = (page, chunks) => ({ page, chunks, gzipBytes: chunks.reduce((sum, file) => sum + gzipSize(file), 0) });
  const entry = closure(manifest, ['index.html']);
  return [
    row('landing (/)', closure(manifest, ['landing.html'])),
    ...Object.entries(preloads).map(([path, scripts]) =>
      row(`app: ${path}`, [...entry, ...scripts.map((src) => src.replace(/^\//, ''))]),
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = jsSizes();
  const width = Math.max(...rows.map((r) => r.page.length));
  console.log(`${'page'.padEnd(width)}  gzip JS  files`);
  for (const { page, chunks, gzipBytes } of rows) {
    console.log(`${page.padEnd(width)}  ${(gzipBytes / 1024).toFixed(1).padStart(5)} KB  ${chunks.length}`);
  }
}
