import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

/** The built web app's two documents, read once at start-up: they do not change while the server runs. */
export interface WebPages {
  /** landing.html, served at `/`. */
  landing: Buffer;
  /** index.html, served at every other page URL (the app routes on the client). */
  app: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    webPages: WebPages | undefined;
  }
}

export function readWebPages(webDir: string | undefined): WebPages | undefined {
  if (!webDir) return undefined;
  return { landing: readFileSync(join(webDir, 'landing.html')), app: readFileSync(join(webDir, 'index.html')) };
}

export function sendPage(reply: FastifyReply, html: Buffer) {
  return reply.type('text/html').header('cache-control', 'no-cache').send(html);
}
