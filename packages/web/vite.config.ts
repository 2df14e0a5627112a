import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const LANDING_PLACEHOLDER = '<!--landing-html-->';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/**
 * In development, `/` gets the landing page as the server does in production, with its HTML rendered on each request
 * as the build renders it (scripts/prerender.mjs); every other page gets the app, rendered in the browser.
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
      const { renderLanding } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderLanding(): string };
      return html.replace(LANDING_PLACEHOLDER, renderLanding());
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), landingAtRoot()],
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
    modulePreload: {
      // A browser without `<link rel="modulepreload">` (Safari before 17) still loads every module, only without the
      // head start the documents' preloads give, so no page carries Vite's polyfill for it.
      polyfill: false,
      // The app entry's (input `app`) own dynamic imports are the route table's: their chunks are listed in
      // route-chunks.json, fetched once a page has loaded (src/lib/route-preload.ts), rather than in the entry, which
      // every page loads first.
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)app-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      // The landing page is its own document, so its first visit does not download the app's router and libraries.
      input: { app: page('index.html'), landing: page('landing.html') },
      output: {
        // The app's own code is split by the bundler's rule: a module goes into one chunk with the modules that the same
        // pages (route modules, lazy dialogs) use, so a page loads what it uses and nothing another page alone needs.
        // The libraries are each a chunk of their own, loaded by the pages that use them: React and ReactDOM and the
        // router by every page of the app, the query library by the pages with data (not the sign-in pages), zod by the
        // forms that load their rules. No file of the app is named here: a new import lands where its users are.
        // Chunks go by their hash alone: each page imports thirty to fifty of them, each import naming its file.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
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
  },
});
