import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: a script of the build, in plain JavaScript
import { chunkClosure, readManifest } from './scripts/manifest.mjs';
import { catalogOf } from './lingui.config';

const LANDING_PLACEHOLDER = '<!--landing-html-->';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The module Vite wraps every dynamic import of the build in (`__vitePreload(() => import(…), deps)`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preload helper as a plain call of the import (#41, #44). `modulePreload: false` only empties its lists of
 * chunks: the helper itself (0.7 KB gzipped) stayed in the entry of every page, to preload the stylesheet that every
 * document already links. Fails the build should the helper come back some other way.
 */
function importsWithoutPreload(): Plugin {
  return {
    name: 'campus-imports-without-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === PRELOAD_HELPER) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      const withHelper = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.code.includes('vite:preloadError'),
      );
      if (withHelper) this.error(`Vite's preload helper is in ${withHelper.fileName}`);
    },
  };
}

/**
 * In development, `/` gets the landing page as the server does in production, with its HTML rendered on each request
 * as the build renders it (in English) (scripts/prerender.mjs); every other page gets the app, rendered in the browser.
 */
function landingAtRoot(): Plugin {
  return {
    name: 'campus-landing-at-root',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/' || req.url?.startsWith('/?')) req.url = `/landing.html${req.url.slice(1)}`;
        next();
      });
    },
    async transformIndexHtml(html, { server }) {
      if (!server || !html.includes(LANDING_PLACEHOLDER)) return html;
      const { renderLanding } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
        renderLanding(language: 'en'): Promise<{ html: string }>;
      };
      return html.replace(LANDING_PLACEHOLDER, (await renderLanding('en')).html);
    },
  };
}

const CATALOG_PREFIX = '\0campus-catalog:';
/** `import('./x')` in the app's own code (not a type's `typeof import('x')`). */
const DYNAMIC_IMPORT = /(?<!typeof )\bimport\((['"][^'"]+['"])\)/g;
const source = fileURLToPath(new URL('./src/', import.meta.url));

/**
 * Each language's text loads with the modules that show it (#46). A module that uses Lingui's macros imports its
 * catalogs (lingui.config.ts, `catalogOf`: its feature's, its folder's, or `common`). The catalogs' module registers
 * them (lib/i18n.ts): English is in the chunk with the modules, and another language, when it is the one shown, is
 * fetched at once. A module's dynamic imports resolve once the catalogs they registered are loaded, as the first
 * render and the route table's pages do, so nothing renders before its text is there. Added here rather than written
 * in each module, so that no module can forget it. (A top-level await in the catalogs' module would do the same, but
 * makes the bundler wrap every module that imports one, 15 KB more on each page.)
 */
function catalogs(): Plugin {
  return {
    name: 'campus-catalogs',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(CATALOG_PREFIX) ? id : undefined),
    load(id) {
      if (!id.startsWith(CATALOG_PREFIX)) return undefined;
      const name = id.slice(CATALOG_PREFIX.length);
      const catalog = (locale: string) => `${source}locales/${locale}/${name}.po`;
      if (!existsSync(catalog('en'))) this.error(`${catalog('en')} is missing: run npm run i18n:extract`);
      return [
        `import { registerCatalog } from ${JSON.stringify(`${source}lib/i18n.ts`)};`,
        // A group of the domain's messages gives its English itself (lib/domain-text/registry.ts).
        name.startsWith('domain-')
          ? 'const en = {};'
          : `import { messages as en } from ${JSON.stringify(catalog('en'))};`,
        `registerCatalog(${JSON.stringify(name)}, {`,
        `  en,`,
        `  hi: () => import(${JSON.stringify(catalog('hi'))}),`,
        `  pseudo: () => import(${JSON.stringify(catalog('pseudo'))}),`,
        `});`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(source) || !/\.tsx?$/.test(file) || file === `${source}lib/i18n.ts`) return undefined;
      const name = catalogOf(file);
      const usesMacros = name !== undefined && /from '@lingui\/(core|react)\/macro'/.test(code);
      const loadsLater = code.match(DYNAMIC_IMPORT) !== null;
      if (!usesMacros && !loadsLater) return undefined;
      // Last, so the module's lines keep their numbers: imports run before the module whatever their place.
      const imports = [
        usesMacros ? `import ${JSON.stringify(CATALOG_PREFIX + name)};` : '',
        loadsLater ? `import { withCatalogs as __withCatalogs } from ${JSON.stringify(`${source}lib/i18n.ts`)};` : '',
      ];
      const body = loadsLater ? code.replace(DYNAMIC_IMPORT, '__withCatalogs(import($1))') : code;
      return { code: `${body}\n${imports.join('\n')}\n`, map: null };
    },
  };
}

/** The brand's colour (index.css `--color-brand-600`): the installed app's title bar and splash screen. */
const THEME_COLOR = '#3b55e6';

/**
 * Campus installs to a phone's home screen (#46): the web app manifest, linked from every document, and the service
 * worker (src/sw/sw.ts), which the app registers some seconds after a page has loaded (lib/service-worker.ts). The worker precaches
 * the app shell only: index.html, the entry and its stylesheet, and the chunks the entry imports, which every page
 * loads; a page's own chunks are kept as they are fetched. Every chunk precached (670 KB compressed) would be the
 * admin pages' too, downloaded by every student's phone. The icons are drawn from public/icon.svg by scripts/icons.mjs.
 */
function installable() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      name: 'Campus',
      short_name: 'Campus',
      description: 'Courses, fees, attendance and results for students, their families and the office.',
      lang: 'en',
      // Where each person's home is: the page sends them there (app/routes/start.tsx).
      start_url: '/start',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      manifestTransforms: [
        (entries) => {
          const manifest = readManifest(fileURLToPath(new URL('./dist/', import.meta.url)));
          const shell = new Set<string>([
            'index.html',
            ...(chunkClosure(manifest, ['index.html']) as string[]),
            ...((manifest['index.html'].css ?? []) as string[]),
          ]);
          return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [
    importsWithoutPreload(),
    catalogs(),
    lingui({ macroTransform: true, failOnCompileError: true }),
    react(),
    tailwindcss(),
    landingAtRoot(),
    installable(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    // scripts/prerender.mjs and scripts/js-size.mjs read what each page loads from the manifest.
    manifest: true,
    // Each document preloads its page's chunks, the entry's among them (scripts/prerender.mjs), and a navigation
    // preloads the next page's (src/lib/route-preload.ts), so no chunk carries Vite's preload helper or lists of files
    // (the helper itself: importsWithoutPreload above).
    modulePreload: false,
    rolldownOptions: {
      // The landing page is its own document, so its first visit does not download the app's router and libraries.
      input: { app: page('index.html'), landing: page('landing.html') },
      // The app's entry exports nothing, which lets small shared chunks be copied into their users (below).
      preserveEntrySignatures: false,
      output: {
        // The app's own code is split by the bundler's rule: a module goes into one chunk with the modules that the same
        // pages (route modules, lazy dialogs) use, so a page loads what it uses and nothing another page alone needs.
        // The libraries are each a chunk of their own, loaded by the pages that use them: React and ReactDOM and the
        // router by every page of the app, the query library by the pages with data (not the sign-in pages), zod by the
        // forms that load their rules. No file of the app is named here: a new import lands where its users are.
        // A shared chunk under 12 KB (before minifying) is copied into the chunks that use it rather than fetched on
        // its own: grouping by pages alone left each page thirty to fifty files of about 1 KB, and on a phone's HTTP/1.1
        // connections (six at a time, a round trip each) the files, not the bytes, decided when a page was ready.
        // Rolldown keeps one state per module across the copies.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12_000 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Two cores, and the test files of a worker share one page and their modules: a fresh jsdom and module graph per
    // file cost most of the phase (99 s against 26). Each test cleans up its page and storage (setup.ts).
    maxWorkers: 2,
    isolate: false,
  },
});
