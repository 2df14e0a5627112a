import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import FindMyWay from 'find-my-way';

/** The built web app's documents, made once at start-up: they do not change while the server runs. */
export interface WebPages {
  /** landing.html, served at `/`. */
  landing: Buffer;
  /** The document for a page URL (the app routes on the client): its first screen, scripts and requests. */
  app(url: string): Buffer;
  /** The hashes (`'sha256-…'`) of the documents' inline scripts, which the Content Security Policy allows. */
  scriptHashes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    webPages: WebPages | undefined;
  }
}

/** What packages/web/scripts/prerender.mjs writes: each route path of the app with its document. */
const PAGES_FILE = 'pages.json';

interface BuiltPages {
  scriptHashes: string[];
  documents: Record<string, { document: string }>;
}

/** Reads the built app: each route path of the app has its own document; any other URL gets index.html. */
export function readWebPages(webDir: string | undefined): WebPages | undefined {
  if (!webDir) return undefined;
  const { scriptHashes, documents } = JSON.parse(readFileSync(join(webDir, PAGES_FILE), 'utf8')) as BuiltPages;
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true });
  for (const [path, { document }] of Object.entries(documents)) {
    const page = Buffer.from(document);
    router.on('GET', path, () => page);
  }
  const index = readFileSync(join(webDir, 'index.html'));
  return {
    landing: readFileSync(join(webDir, 'landing.html')),
    app: (url) => (router.find('GET', url)?.handler as (() => Buffer) | undefined)?.() ?? index,
    scriptHashes,
  };
}

export function sendPage(reply: FastifyReply, html: Buffer) {
  return reply.type('text/html').header('cache-control', 'no-cache').send(html);
}
