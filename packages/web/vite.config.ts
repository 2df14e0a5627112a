import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: a script of the build, in plain JavaScript
import { chunkClosure, readManifest, stylesheetClosure } from './scripts/manifest.mjs';
import linguiSettings, { catalogOf } from './lingui.config';

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
/** A catalog of another language than English, as `catalogs` compiles it. */
const COMPILED = '?compiled';
/** `import('./x')` in the app's own code (not a type's `typeof import('x')`). */
const DYNAMIC_IMPORT = /(?<!typeof )\bimport\((['"][^'"]+['"])\)/g;
/** A message of a module Lingui's macros compiled: `/*i18n*\/ { id: "Jxk-8B" }`, and its English outside a build. */
const MESSAGE_ID = /\/\*i18n\*\/\s*\{\s*id:\s*"([\w-]+)"(\s*,\s*message:)?/g;
const source = fileURLToPath(new URL('./src/', import.meta.url));
const I18N = `${source}lib/i18n.ts`;
const catalogFile = (locale: string, name: string) => `${source}locales/${locale}/${name}.po`;
const isDomainGroup = (name: string) => name.startsWith('domain-');

type CompiledMessages = Record<string, unknown>;

/**
 * Each language's text loads with the modules that show it (#46). A module that uses Lingui's macros registers its
 * catalog (lingui.config.ts, `catalogOf`; lib/i18n.ts): another language, when it is the one shown, is fetched at once,
 * whole, with only the messages it has a translation of. English is in the module's own messages: once the macros have
 * compiled it (a build keeps only the messages' ids), each message it shows gets its English, compiled, and shows it
 * when the language shown has none. So a page carries the English of the messages its modules have, and no more.
 * A module's dynamic imports resolve once the catalogs they registered are loaded, as the first render and the route
 * table's pages do, so nothing renders before its text is there. Added here rather than written in each module, so
 * that no module can forget it. (A top-level await in the catalogs' module would do the same, but makes the bundler
 * wrap every module that imports one, 15 KB more on each page.)
 *
 * A group of the domain's messages (lib/domain-text) needs no English: the domain's text is its English, and its other
 * languages are keyed by that text, which the page already has (`domainText`), so a page carries none of a group's
 * texts that it does not show.
 */
function catalogs(): Plugin[] {
  const configFile = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
  let linguiConfig:
    | Promise<{
        config: LinguiConfigNormalized;
        all: Awaited<ReturnType<typeof import('@lingui/cli/api').getCatalogs>>;
      }>
    | undefined;
  /** The modules of src (not i18n.ts) that use Lingui's macros, as they are first transformed. */
  const usesMacros = new Set<string>();
  /** Each catalog compiled, by its file, with the time the file was last changed. */
  const compiled = new Map<string, { changed: number; messages: Promise<CompiledMessages> }>();

  // Lingui's CLI, loaded once a catalog is needed.
  const cli = () => import('@lingui/cli/api');

  async function translations(locale: string, name: string) {
    const { getCatalogForFile, getCatalogs } = await cli();
    linguiConfig ??= (async () => {
      const config = getConfig({ configPath: configFile });
      return { config, all: await getCatalogs(config) };
    })();
    const { config, all } = await linguiConfig;
    const found = getCatalogForFile(path.relative(config.rootDir, catalogFile(locale, name)), all);
    if (!found) throw new Error(`No catalog of lingui.config.ts is ${catalogFile(locale, name)}`);
    const { messages, missing } = await found.catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      fallbackLocales: config.fallbackLocales,
    });
    return { config, messages, missing: new Set(missing.map(({ id }) => id)) };
  }

  /**
   * A catalog compiled as @lingui/vite-plugin compiles it, but without the messages it has no translation of (their
   * English is in the modules), and a domain group's other languages keyed by its English. The pseudo-locale's are
   * all made from English.
   */
  async function compile(locale: string, name: string): Promise<CompiledMessages> {
    const { config, messages, missing } = await translations(locale, name);
    const pseudo = config.pseudoLocale.find((item) => item.locale === locale);
    const byText = isDomainGroup(name) && locale !== 'en';
    const english = byText ? (await translations('en', name)).messages : undefined;
    const kept = Object.entries(messages)
      .filter(([id]) => locale === 'en' || pseudo !== undefined || !missing.has(id))
      .map(([id, message]) => [english?.[id] ?? id, message]);
    const { createCompilationErrorMessage, createCompiledCatalog } = await cli();
    const { source: json, errors } = createCompiledCatalog(locale, Object.fromEntries(kept), {
      namespace: 'json',
      pseudoLocale: pseudo?.locale,
      pseudoLocaleOptions: pseudo?.options,
    });
    if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
    return (JSON.parse(json) as { messages: CompiledMessages }).messages;
  }

  function compiledCatalog(locale: string, name: string): Promise<CompiledMessages> {
    const file = catalogFile(locale, name);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run i18n:extract`);
    const changed = statSync(file).mtimeMs;
    let entry = compiled.get(file);
    if (entry?.changed !== changed) compiled.set(file, (entry = { changed, messages: compile(locale, name) }));
    return entry.messages;
  }

  /** The code that registers a catalog in each language but English, on one line. */
  function registration(name: string) {
    const loaders = linguiSettings.locales
      .filter((locale) => locale !== linguiSettings.sourceLocale)
      .map(
        (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(catalogFile(locale, name) + COMPILED)})`,
      );
    return (
      `import { registerCatalog as __registerCatalog } from ${JSON.stringify(I18N)};` +
      `__registerCatalog(${JSON.stringify(name)}, { ${loaders.join(', ')} });`
    );
  }

  const catalogModules: Plugin = {
    name: 'campus-catalogs',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(CATALOG_PREFIX) ? id : undefined),
    async load(id) {
      if (id.startsWith(CATALOG_PREFIX)) return registration(id.slice(CATALOG_PREFIX.length));
      const catalog = /\/locales\/([\w-]+)\/([\w-]+)\.po\?compiled$/.exec(id);
      if (!catalog) return undefined;
      const [, locale, name] = catalog as unknown as [string, string, string];
      this.addWatchFile(catalogFile(locale, name));
      const messages = await compiledCatalog(locale, name);
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        moduleType: 'js',
      };
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(source) || !/\.tsx?$/.test(file) || file === I18N) return undefined;
      if (/from '@lingui\/(core|react)\/macro'/.test(code)) usesMacros.add(file);
      else usesMacros.delete(file);
      if (code.match(DYNAMIC_IMPORT) === null) return undefined;
      // Last, so the module's lines keep their numbers: imports run before the module whatever their place.
      const body = code.replace(DYNAMIC_IMPORT, '__withCatalogs(import($1))');
      return {
        code: `${body}\nimport { withCatalogs as __withCatalogs } from ${JSON.stringify(I18N)};\n`,
        map: null,
      };
    },
  };

  // Once Lingui's macros have transformed a module (the plugin before this one): its catalog, and the English of its
  // messages.
  const moduleCatalog: Plugin = {
    name: 'campus-catalog-of-module',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      const name = usesMacros.has(file) ? catalogOf(file) : undefined;
      if (name === undefined) return undefined;
      const english = await compiledCatalog('en', name);
      let messages = 0;
      const unknown = new Set<string>();
      const body = code.replace(MESSAGE_ID, (message, messageId: string, withEnglish?: string) => {
        messages += 1;
        if (!Object.hasOwn(english, messageId)) unknown.add(messageId);
        if (withEnglish || isDomainGroup(name) || unknown.has(messageId)) return message;
        return `${message}, message: ${JSON.stringify(english[messageId])}`;
      });
      // A message the catalog does not have yet would show as its id.
      if (unknown.size > 0) this.warn(`${[...unknown].join(', ')}: not in ${name}.po yet, run npm run i18n:extract`);
      if (messages === 0) return undefined;
      // A domain group's module is its catalog's only one: it registers the catalog itself. On the first line, so
      // that the module's lines keep their numbers.
      const register = isDomainGroup(name) ? registration(name) : `import ${JSON.stringify(CATALOG_PREFIX + name)};`;
      return { code: `${register}${body}`, map: null };
    },
  };
  return [catalogModules, ...lingui({ macroTransform: true, failOnCompileError: true }), moduleCatalog];
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
            ...(stylesheetClosure(manifest, ['index.html']) as string[]),
          ]);
          return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [importsWithoutPreload(), ...catalogs(), react(), tailwindcss(), landingAtRoot(), installable()],
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
