/** Where the build lists each lazy route's chunks (scripts/prerender.mjs writes it beside the documents). */
export const ROUTE_CHUNKS_PATH = '/route-chunks.json';

let routeChunks: Record<string, string[]> | undefined;
const preloaded = new Set<string>();

/**
 * Fetches the list of each route's chunks, once the page has loaded: the first visit's document preloads its own page's
 * chunks, and this list serves the navigations after it, so no page carries the lists of the others in its JavaScript.
 */
export function loadRouteChunks(): Promise<void> {
  return fetch(ROUTE_CHUNKS_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string[]>>) : undefined))
    .then((chunks) => {
      routeChunks = chunks;
    })
    .catch(() => {
      // Without the list, a navigation still loads its chunks, one import level at a time.
    });
}

/**
 * Preloads the chunks of the route module `id` (its path under src/app/routes) beside the module itself, as a first
 * visit's document does: a navigation then fetches them at once rather than one import level at a time.
 */
export function preloadRoute(id: string) {
  for (const href of routeChunks?.[id] ?? []) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
