// The gzipped JavaScript each page needs on its first load, read from the last build: the Vite manifest and
// page-preloads.json (scripts/page-preloads.mjs). Run: `node scripts/js-size.mjs` (after `npm run build`); or import
// `jsSizes()` for the rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkClosure, PRELOADS_FILE, readManifest } from './manifest.mjs';

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * One row per page: the landing page (its own entry), and each route path of the app: its entry plus the chunks the
 * server preloads for it. `chunks` are the files the first load fetches, `gzipBytes` their sum.
 */
export function jsSizes(dist = defaultDist) {
  const manifest = readManifest(dist);
  const preloads = JSON.parse(readFileSync(join(dist, PRELOADS_FILE), 'utf8'));
  // Every page shares the entry's chunks: each file is compressed once.
  const gzipped = new Map();
  const gzipSize = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipped.get(file);
  };
  const row = (page, chunks) => ({ page, chunks, gzipBytes: chunks.reduce((sum, file) => sum + gzipSize(file), 0) });
  const entry = chunkClosure(manifest, ['index.html']);
  return [
    row('landing (/)', chunkClosure(manifest, ['landing.html'])),
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
