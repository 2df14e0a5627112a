// Writes dist/page-preloads.json: for every page of the app, the JavaScript its first load needs beyond the entry
// (what index.html itself loads): the chunk of each lazy route module on the page's way through the route table,
// and every chunk those import. The server lists them in that page's HTML as <link rel="modulepreload">, so the
// browser fetches them together with the entry instead of after the entry has run. Run after `vite build`.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chunkClosure, PRELOADS_FILE, readManifest } from './manifest.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Each path of the route table with the ids (module names under src/app/routes) of the lazy routes leading to it. */
function* pages(routes, chain = []) {
  for (const route of routes) {
    const modules = route.lazy ? [...chain, route.id] : chain;
    if (route.path) yield [route.path, modules];
    if (route.children) yield* pages(route.children, modules);
  }
}

const vite = await createServer({ root, appType: 'custom', server: { middlewareMode: true }, logLevel: 'error' });
try {
  const { routes } = await vite.ssrLoadModule('/src/app/route-table.tsx');
  const manifest = readManifest(dist);
  const entry = new Set(chunkClosure(manifest, ['index.html']));
  const preloads = {};
  for (const [path, modules] of pages(routes)) {
    const chunks = chunkClosure(
      manifest,
      modules.map((id) => `src/app/routes/${id}.tsx`),
    );
    preloads[path] = chunks.filter((file) => !entry.has(file)).map((file) => `/${file}`);
  }
  await writeFile(`${dist}${PRELOADS_FILE}`, `${JSON.stringify(preloads, null, 2)}\n`);
} finally {
  await vite.close();
}
