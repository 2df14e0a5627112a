import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import FindMyWay from 'find-my-way';

/** The built web app's documents, made once at start-up: they do not change while the server runs. */
export interface WebPages {
  /** landing.html, served at `/`. */
  landing: Buffer;
  /** index.html for a page URL (the app routes on the client), naming the scripts that page needs. */
  app(url: string): Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    webPages: WebPages | undefined;
  }
}

/** What packages/web/scripts/page-preloads.mjs writes: each route path of the app and its scripts beyond the entry. */
const PRELOADS_FILE = 'page-preloads.json';

/**
 * Reads the built app. Each route path gets its own copy of index.html whose head lists that page's scripts as
 * `modulepreload` links: the browser fetches them together with the entry rather than one round trip after it.
 */
export function readWebPages(webDir: string | undefined): WebPages | undefined {
  if (!webDir) return undefined;
  const index = readFileSync(join(webDir, 'index.html'), 'utf8');
  const preloads = JSON.parse(readFileSync(join(webDir, PRELOADS_FILE), 'utf8')) as Record<string, string[]>;
  const withPreloads = (scripts: string[]) =>
    Buffer.from(
      index.replace(
        '</head>',
        `${scripts.map((src) => `  <link rel="modulepreload" crossorigin href="${src}">\n`).join('')}</head>`,
      ),
    );
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true });
  for (const [path, scripts] of Object.entries(preloads)) {
    const page = withPreloads(scripts);
    router.on('GET', path, () => page);
  }
  const withoutPreloads = Buffer.from(index);
  return {
    landing: readFileSync(join(webDir, 'landing.html')),
    app: (url) => (router.find('GET', url)?.handler as (() => Buffer) | undefined)?.() ?? withoutPreloads,
  };
}

export function sendPage(reply: FastifyReply, html: Buffer) {
  return reply.type('text/html').header('cache-control', 'no-cache').send(html);
}
