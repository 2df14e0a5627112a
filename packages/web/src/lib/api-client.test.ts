import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from './api-client';
import { apiFileResponse } from './api-files';

beforeEach(() => {
  vi.useFakeTimers();
  // AbortSignal.timeout keeps its own clock: on the fake one here, so that any time limit shows within the test.
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fetch whose answer starts after `answerAfterMs` and whose body then takes `bodyMs` to arrive. */
function slowFetch(answerAfterMs: number, bodyMs: number) {
  return vi.fn((_url: string, { signal }: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
      setTimeout(() => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            // As a real fetch does: aborting it fails the body still on its way.
            signal?.addEventListener('abort', () => controller.error(signal.reason));
            setTimeout(() => {
              controller.enqueue(new TextEncoder().encode('archive'));
              controller.close();
            }, bodyMs);
          },
        });
        resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/gzip' } }));
      }, answerAfterMs);
    });
  });
}

describe('apiFileResponse', () => {
  it('gives a file as long as its transfer takes, once the server has answered in time', async () => {
    vi.stubGlobal('fetch', slowFetch(1_000, REQUEST_TIMEOUT_MS * 3));
    const answer = apiFileResponse('/admin/backups/1/download', { audience: 'admin' });
    await vi.advanceTimersByTimeAsync(1_000);
    const blob = (await answer).blob();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3);
    expect(await (await blob).text()).toBe('archive');
  });

  it('gives up on a server that does not answer in time', async () => {
    vi.stubGlobal('fetch', slowFetch(REQUEST_TIMEOUT_MS + 1_000, 0));
    const answer = apiFileResponse('/admin/backups/1/download', { audience: 'admin' });
    const refused = expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await refused;
  });
});
