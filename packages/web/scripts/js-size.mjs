// The gzipped JavaScript each page needs on its first load, read from the Vite manifest of the last build.
// Run: `node scripts/js-size.mjs` (after `npm run build`); or import `jsSizes()` for the rows.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));
const ROUTES = 'src/app/routes/';

/**
 * One row per page: the landing page (its own entry), and each screen of the app: its entry plus the lazy route
 * modules React Router loads for it. The chain follows the router's nesting: a module in a folder of
 * src/app/routes renders inside app-root and that folder's layout.tsx (when there is one); a module at the top
 * of the folder (not-found) stands alone. `chunks` are the files the first load fetches, `gzipBytes` their sum.
 */
export function jsSizes(dist = defaultDist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const gzipSize = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipped.get(file);
  };
  const row = (page, keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the manifest`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    const chunks = [...files];
    return { page, chunks, gzipBytes: chunks.reduce((sum, file) => sum + gzipSize(file), 0) };
  };

  const rows = [row('landing (/)', ['landing.html'])];
  const routeModules = Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTES) && manifest[key].isDynamicEntry)
    .map((key) => key.slice(ROUTES.length).replace(/\.tsx?$/, ''))
    .filter((name) => name !== 'app-root' && !name.endsWith('/layout'))
    .sort();
  for (const name of routeModules) {
    const chain = ['index.html'];
    const folder = dirname(name);
    if (folder !== '.') {
      chain.push(`${ROUTES}app-root.tsx`);
      const layout = `${ROUTES}${folder}/layout.tsx`;
      if (manifest[layout]) chain.push(layout);
    }
    chain.push(`${ROUTES}${name}.tsx`);
    rows.push(row(`app: ${name}`, chain));
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = jsSizes();
  const width = Math.max(...rows.map((r) => r.page.length));
  console.log(`${'page'.padEnd(width)}  gzip JS  files`);
  for (const { page, chunks, gzipBytes } of rows) {
    console.log(`${page.padEnd(width)}  ${(gzipBytes / 1024).toFixed(1).padStart(5)} KB  ${chunks.length}`);
  }
}
