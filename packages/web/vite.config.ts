import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** In development, `/` gets the landing page as the server does in production; every other page gets the app. */
function landingAtRoot(): Plugin {
  return {
    name: 'campus-landing-at-root',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/' || req.url?.startsWith('/?')) req.url = `/landing.html${req.url.slice(1)}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), landingAtRoot()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    // The report's chart library is large; it is loaded only on the report page.
    chunkSizeWarningLimit: 600,
    // scripts/js-size.mjs reads what each page loads from the manifest.
    manifest: true,
    rollupOptions: {
      // The landing page is its own document, so its first visit does not download the app's router and libraries.
      input: { app: page('index.html'), landing: page('landing.html') },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
