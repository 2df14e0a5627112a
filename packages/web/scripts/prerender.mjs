// Writes what the server serves for each page, after `vite build`:
// - dist/landing.html with the landing page's HTML in it (it has no React in the browser), and landing.{language}.html
//   in each other language (the server sends the one chosen);
// - dist/pages.json: for every path of the app's route table, its document in each language, which is index.html with
//   - the page's first screen rendered by React in that language (src/prerender.tsx; main.tsx hydrates it), except for
//     a path with a parameter or the catch-all, whose one document (`en`) the browser renders;
//   - `<link rel="modulepreload">` for the chunks the entry imports, and for the chunks of each lazy route module on the
//     page's way through the route table and every chunk those import, so the browser fetches them with the entry
//     instead of after it has run (the build itself writes no preloads: vite.config.ts);
//   - for a signed-in page, an inline script that starts the first screen's API requests (src/lib/prefetch.ts);
//   - in a language other than English, the catalogs of that language that the page's chunks register as they run,
//     as data (src/lib/i18n.ts), which would otherwise be fetched only once those chunks have run;
//   and the hashes of those inline scripts, for the server's Content Security Policy;
// - dist/route-chunks.json: each lazy route module's chunks beyond the entry, which the app fetches once a page has
//   loaded, to preload a route's chunks with it on a navigation (src/lib/route-preload.ts).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chunkClosure, PAGES_FILE, readManifest } from './manifest.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ROOT_ELEMENT = '<div id="root"></div>';
const LANDING_PLACEHOLDER = '<!--landing-html-->';

/** Each path of the route table with the lazy routes leading to it (their ids and handles). */
function* pages(routes, chain = []) {
  for (const route of routes) {
    const lazyChain = route.lazy ? [...chain, route] : chain;
    if (route.path) yield [route.path, lazyChain];
    if (route.children) yield* pages(route.children, lazyChain);
  }
}

function fill(html, marker, content) {
  if (!html.includes(marker)) throw new Error(`The built HTML has no ${marker} to fill`);
  return html.replace(marker, content);
}

/** The document marked as written in the language (main.tsx hydrates it only when the browser shows that language). */
const inLanguage = (html, language) => fill(html, '<html lang="en">', `<html lang="${language}">`);

const vite = await createServer({ root, appType: 'custom', server: { middlewareMode: true }, logLevel: 'error' });
try {
  const { routes } = await vite.ssrLoadModule('/src/app/route-table.tsx');
  const { renderLanding, renderPage } = await vite.ssrLoadModule('/src/prerender.tsx');
  const { prefetchScript } = await vite.ssrLoadModule('/src/lib/prefetch.ts');
  const { ROUTE_CHUNKS_PATH } = await vite.ssrLoadModule('/src/lib/route-preload.ts');
  const { CATALOGS_ELEMENT_ID } = await vite.ssrLoadModule('/src/lib/i18n.ts');

  const { LANGUAGES } = await vite.ssrLoadModule('@campus/domain');
  const landing = await readFile(`${dist}landing.html`, 'utf8');
  for (const language of LANGUAGES) {
    const { html, description } = await renderLanding(language);
    const document = inLanguage(
      fill(landing, LANDING_PLACEHOLDER, html).replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${description.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
      ),
      language,
    );
    await writeFile(`${dist}${language === 'en' ? 'landing.html' : `landing.${language}.html`}`, document);
  }

  const manifest = readManifest(dist);
  const entry = new Set(chunkClosure(manifest, ['index.html']));
  const preloads = (files) =>
    files.map((src) => `  <link rel="modulepreload" fetchpriority="low" crossorigin href="${src}">\n`).join('');
  // The first screen is in the document and needs no script to be seen, so its scripts are fetched at low priority:
  // on a slow connection the stylesheet and the document's first paint do not wait behind them.
  const index = (await readFile(`${dist}index.html`, 'utf8'))
    .replace('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replace(
      '</head>',
      `${preloads([...entry].filter((file) => file !== manifest['index.html'].file).map((file) => `/${file}`))}</head>`,
    );
  const scriptHashes = new Set();
  const documents = {};
  /** The chunks of these lazy routes' modules and every chunk they import, beyond the entry's. */
  const chunksOf = (lazyRoutes) =>
    chunkClosure(
      manifest,
      lazyRoutes.map((route) => `src/app/routes/${route.id}.tsx`),
    )
      .filter((file) => !entry.has(file))
      .map((file) => `/${file}`);
  const chunkOfFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  /**
   * The catalogs in `language` that these chunks register as they run (vite.config.ts, `catalogs`), as a data block
   * for the document: their names and their messages, every `<` escaped so that no text can end the element.
   */
  const catalogsOf = async (files, language) => {
    const catalog = new RegExp(`^src/locales/${language}/([\\w-]+)\\.po\\?compiled$`);
    const names = new Set(
      files.flatMap((file) =>
        (chunkOfFile.get(file).dynamicImports ?? []).flatMap((imported) => catalog.exec(imported)?.[1] ?? []),
      ),
    );
    const messages = {};
    for (const name of names) {
      Object.assign(messages, (await vite.ssrLoadModule(`/src/locales/${language}/${name}.po?compiled`)).messages);
    }
    const json = JSON.stringify({ names: [...names], messages }).replaceAll('<', '\\u003c');
    return `<script type="application/json" id="${CATALOGS_ELEMENT_ID}">${json}</script>`;
  };
  const entryFiles = [...entry].map((file) => `/${file}`);
  const routeChunks = {};
  for (const [path, chain] of pages(routes)) {
    for (const route of chain) routeChunks[route.id] ??= chunksOf([route]);
    const scripts = chunksOf(chain);
    const audience = chain.findLast((route) => route.handle?.audience)?.handle.audience;
    const prefetch = chain.flatMap((route) => route.handle?.prefetch ?? []);
    let document = index.replace('</head>', `${preloads(scripts)}</head>`);
    if (prefetch.length > 0) {
      const script = prefetchScript(audience, prefetch);
      scriptHashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      // Before the stylesheet, which an inline script would wait for: the requests leave as the head is parsed.
      document = fill(document, '</title>', `</title>\n    <script>${script}</script>`);
    }
    const html = { en: document };
    if (!path.includes(':') && path !== '*') {
      for (const language of LANGUAGES) {
        const catalogs = language === 'en' ? '' : await catalogsOf([...entryFiles, ...scripts], language);
        html[language] = inLanguage(
          fill(document, ROOT_ELEMENT, `<div id="root">${await renderPage(path, language)}</div>${catalogs}`),
          language,
        );
      }
    }
    documents[path] = { scripts, html };
  }
  await writeFile(
    `${dist}${PAGES_FILE}`,
    `${JSON.stringify({ scriptHashes: [...scriptHashes], documents }, null, 2)}\n`,
  );
  await writeFile(`${dist}${ROUTE_CHUNKS_PATH.slice(1)}`, `${JSON.stringify(routeChunks)}\n`);
} finally {
  await vite.close();
}
