// Writes the landing page's HTML into the built landing.html, so it paints before its script runs
// (src/landing-main.tsx then hydrates it). Run after `vite build`.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = fileURLToPath(new URL('../dist/landing.html', import.meta.url));
const PLACEHOLDER = '<!--landing-html-->';

// lucide-react goes through Vite too, so its elements are made by the aliased preact/compat rather than by React.
const vite = await createServer({
  root,
  appType: 'custom',
  server: { middlewareMode: true },
  ssr: { noExternal: ['lucide-react'] },
  logLevel: 'error',
});
try {
  const { renderLanding } = await vite.ssrLoadModule('/src/landing-prerender.tsx');
  const html = await readFile(file, 'utf8');
  if (!html.includes(PLACEHOLDER)) throw new Error(`${file} has no ${PLACEHOLDER} to fill`);
  await writeFile(file, html.replace(PLACEHOLDER, renderLanding()));
} finally {
  await vite.close();
}
