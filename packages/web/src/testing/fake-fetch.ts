import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  /** The path under /api, with its query. */
  path: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

/** An answer: JSON unless `headers` say otherwise (a file's Content-Type and Content-Disposition). */
type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Reply = Answer | Promise<Answer>;

/**
 * Answers fetch calls under /api with what `handler` returns for each request, and keeps every request so a test
 * can look at methods, headers and bodies. A handler may return a promise to hold an answer back.
 */
export function fakeFetch(handler: (request: SentRequest) => Reply) {
  const requests: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.replace(/^.*?\/api/, ''),
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: init?.body,
    };
    requests.push(request);
    const { status = 200, body, headers } = await handler(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  return requests;
}

/** A promise with its resolve function, to hold an answer back until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
