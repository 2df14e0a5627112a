/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/**
 * Campus's service worker (#46). It keeps the app's public files only, never an API answer: what one person read
 * stays out of every shared cache. The app shell (vite.config.ts `installable`) is precached at install, so a repeat
 * visit opens without waiting for the network; a new build's worker takes over at once and drops the old shell.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

/**
 * A page's document (the same for everyone: the server's per-path HTML, with no one's data) from the network while it
 * answers within a few seconds, else as last fetched, else the shell, which renders any page in the browser.
 */
const documents = new NetworkFirst({
  cacheName: 'documents',
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 80 })],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await documents.handle(options);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);

/** The build's files are named by their content, so one fetched is kept as it is. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);
