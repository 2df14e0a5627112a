import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  document.head.replaceChildren();
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);

describe('route preloads', () => {
  it("preloads nothing before the list is in, then a route's chunks, each once", async () => {
    const { loadRouteChunks, preloadRoute, ROUTE_CHUNKS_PATH } = await import('./route-preload');
    preloadRoute('student/fees');
    expect(preloads()).toEqual([]);

    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ 'student/fees': ['/assets/a.js', '/assets/b.js'], 'student/profile': ['/assets/b.js'] }),
      );
    await loadRouteChunks();
    expect(fetch).toHaveBeenCalledWith(ROUTE_CHUNKS_PATH);
    preloadRoute('student/fees');
    expect(preloads()).toEqual(['http://localhost:3000/assets/a.js', 'http://localhost:3000/assets/b.js']);
    preloadRoute('student/profile');
    preloadRoute('student/fees');
    expect(preloads()).toHaveLength(2);
  });

  it('preloads nothing when the list cannot be had', async () => {
    const { loadRouteChunks, preloadRoute } = await import('./route-preload');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ 'student/fees': ['/assets/a.js'] }, { status: 404 }),
    );
    await loadRouteChunks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await loadRouteChunks();
    preloadRoute('student/fees');
    expect(preloads()).toEqual([]);
  });
});
