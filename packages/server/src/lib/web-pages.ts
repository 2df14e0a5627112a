import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import Negotiator from 'negotiator';
import { isLanguage, LANGUAGES, type Language } from '@campus/domain';

type Encoding = 'br' | 'gzip';

/**
 * A document as built, and compressed for the clients that accept it, once, when first asked for (at brotli's best: a
 * document is made once and sent many times). The documents are answered by the not-found handler, which
 * @fastify/compress (plugins/external/compress.ts) does not see: it hooks each route as the route is added.
 */
export class WebPage {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly html: Buffer) {}

  as(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.html, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : gzipSync(this.html, { level: constants.Z_BEST_COMPRESSION });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** The built web app's documents, made once at start-up: they do not change while the server runs. */
export interface WebPages {
  /** landing.html, served at `/`, in each language (landing.hi.html: the build renders one per language). */
  landing: Record<Language, WebPage>;
  /**
   * The document for a page URL (the app routes on the client): its first screen in the language, scripts and
   * requests. A page the browser renders (a path with a parameter, an unknown one) has one document for all.
   */
  app(url: string, language: Language): WebPage;
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
  documents: Record<string, { html: { en: string } & Partial<Record<Language, string>> }>;
}

type PageInLanguages = { en: WebPage } & Partial<Record<Language, WebPage>>;

/** Reads the built app: each route path of the app has its own document; any other URL gets index.html. */
export function readWebPages(webDir: string | undefined): WebPages | undefined {
  if (!webDir) return undefined;
  const { scriptHashes, documents } = JSON.parse(readFileSync(join(webDir, PAGES_FILE), 'utf8')) as BuiltPages;
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true });
  for (const [path, { html }] of Object.entries(documents)) {
    const page = Object.fromEntries(
      Object.entries(html).map(([language, document]) => [language, new WebPage(Buffer.from(document))]),
    ) as PageInLanguages;
    router.on('GET', path, () => page);
  }
  const index: PageInLanguages = { en: new WebPage(readFileSync(join(webDir, 'index.html'))) };
  return {
    landing: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        new WebPage(readFileSync(join(webDir, language === 'en' ? 'landing.html' : `landing.${language}.html`))),
      ]),
    ) as Record<Language, WebPage>,
    app: (url, language) => {
      const page = (router.find('GET', url)?.handler as (() => PageInLanguages) | undefined)?.() ?? index;
      return page[language] ?? page.en;
    },
    scriptHashes,
  };
}

/**
 * The language of a page's document (#46): the one chosen on this device (the web app keeps it in a cookie), else the
 * first of the browser's that Campus has, else English, as the web app itself picks it (lib/i18n.ts).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies.campus_lang;
  if (isLanguage(chosen)) return chosen;
  const preferred = new Negotiator(request.raw).languages([...LANGUAGES])[0];
  return isLanguage(preferred) ? preferred : 'en';
}

/** The request headers a document is chosen by, besides its encoding. */
const PAGE_VARIES_BY = ['accept-language', 'cookie'];

const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Sends a document in the encoding the client prefers of those it is sent in (brotli, then gzip), else as it is. */
export function sendPage(reply: FastifyReply, page: WebPage) {
  // Among encodings the client accepts alike, brotli first (the smaller); `preferred` is negotiator's tie-break.
  const negotiator = new Negotiator(reply.request.raw) as Negotiator & {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const encoding = negotiator.encodings(ENCODINGS, { preferred: ENCODINGS })[0] as Encoding | undefined;
  reply
    .type('text/html')
    .header('cache-control', 'no-cache')
    .header('vary', ['accept-encoding', ...PAGE_VARIES_BY].join(', '));
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page.as(encoding));
}
