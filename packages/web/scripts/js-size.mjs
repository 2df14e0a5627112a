// The gzipped JavaScript each page needs on its first load, read from the last build: the Vite manifest and
// pages.json (scripts/prerender.mjs). Run: `node scripts/js-size.mjs` after `npm run build` (with
// --check, a page over its budget fails the run); or import `jsSizes()` for the rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkClosure, PAGES_FILE, readManifest } from './manifest.mjs';

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * One row per page: the landing page (its own entry), and each route path of the app: its entry plus the chunks the
 * server preloads for it. `chunks` are the files the first load fetches, `gzipBytes` their sum.
 */
export function jsSizes(dist = defaultDist) {
  const manifest = readManifest(dist);
  const { documents } = JSON.parse(readFileSync(join(dist, PAGES_FILE), 'utf8'));
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
    ...Object.entries(documents).map(([path, { scripts }]) =>
      row(`app: ${path}`, [...entry, ...scripts.map((src) => src.replace(/^\//, ''))]),
    ),
  ];
}

const SIGN_IN = new Set(['app: /login', 'app: /admin/login', 'app: /family/login', 'app: /auth-success']);

/**
 * Budgets in KB: #41's, 30 for the landing page, 115 for the sign-in pages (a guardian's too) and the other public ones
 * (a certificate's or a report card's check, an unknown address), 125 for the student pages and the guardians' (and
 * /start), 140 for the admin pages; plus the 10 that #46 lets the service worker and the translations add to any page
 * (the landing page, whose script is a few hundred bytes with neither, keeps its 30).
 */
export function budgetKb(page) {
  if (page.startsWith('landing')) return 30;
  if (SIGN_IN.has(page)) return 125;
  if (page.startsWith('app: /admin/')) return 150;
  return page.startsWith('app: /verify/') || page === 'app: *' ? 125 : 135;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = jsSizes().map((row) => ({ ...row, kb: row.gzipBytes / 1024, budget: budgetKb(row.page) }));
  const width = Math.max(...rows.map((r) => r.page.length));
  console.log(`${'page'.padEnd(width)}  gzip JS  budget  files`);
  for (const { page, chunks, kb, budget } of rows) {
    console.log(
      `${page.padEnd(width)}  ${kb.toFixed(1).padStart(5)} KB  ${String(budget).padStart(3)} KB  ${chunks.length}`,
    );
  }
  // --check (npm test): a page over its budget fails the run.
  const over = rows.filter(({ kb, budget }) => kb > budget);
  if (process.argv.includes('--check') && over.length > 0) {
    console.error(`Over the JavaScript budget: ${over.map(({ page }) => page).join(', ')}`);
    process.exit(1);
  }
}
