import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const LANDING_PLACEHOLDER = '<!--landing-html-->';
const APP_SHARED =
  /node_modules[\\/](react-router[\\/]|lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/](paperclip|copy|chart-no-axes-column|file-text|image|grip-vertical|video|file-spreadsheet|file-chart-column|book-plus|receipt-indian-rupee|ticket-percent|award)\.))|packages[\\/]domain[\\/]dist[\\/](?!schemas[\\/]|video\.|learning-messages\.|day-book\.|growth\.|fee-plan-messages\.|fee-plan-checks\.|upi\.)|src[\\/](config|components[\\/](?!ui[\\/](date-range-fields|picture-file-input|file-input-button|course-cover|attachment-list|choice-filter|table)\.|fees[\\/]|sign-in-lock-notice\.)|lib[\\/](?!rupee-field|image-file|download-attachment|file-size|grant-concession|sign-in-lock|site-info))/;
const AREA_SHARED =
  /node_modules[\\/]@tanstack[\\/]|src[\\/](lib[\\/](query-client|get-me|get-staff-me|get-email-status|use-send-once|ledger-change|sign-out)\.|components[\\/](layouts[\\/](sidebar-layout|staff-area)|ledger[\\/]|ui[\\/]list-panel))/;
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
    rolldownOptions: {
      // The landing page is its own document, so its first visit does not download the app's router and libraries.
      input: { app: page('index.html'), landing: page('landing.html') },
      output: {
        // Fewer, larger chunks: over HTTP/1.1 a browser opens six connections to a host, so thirty small shared chunks
        // (an icon, a button) would queue behind each other. `react` is React and ReactDOM; `app-shared` is what every
        // page of the app uses (the router, the domain's rules and messages, the UI kit); `area-shared` is what the
        // signed-in areas add (the query library, the sidebar layout, the ledger's parts), which the sign-in pages do
        // not load; `validation` is zod with the domain's schemas, loaded by a form once it has painted. Each screen's
        // own code stays in its route's chunk, and so do the few shared parts that only some screens use (pictures,
        // date ranges, the course cover, tables and choice filters, lesson files and their icons, icons only one screen
        // shows, the domain's video rule, day book, growth and learning messages).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // Before `area-shared`, which would otherwise take the router and the UI kit along as its modules' imports.
            { name: 'app-shared', test: (id) => APP_SHARED.test(id) && !AREA_SHARED.test(id), priority: 2 },
            { name: 'area-shared', test: AREA_SHARED, priority: 1 },
            // What only the learning pages use, apart from `validation`, which imports it too: the outline editor shows a
            // link's kind, and the lesson page its messages, before any form.
            { name: 'learning', test: /packages[\\/]domain[\\/]dist[\\/](video|learning-messages)\./, priority: 1 },
            {
              name: 'validation',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]dist[\\/]schemas[\\/]/,
              priority: 0,
            },
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
