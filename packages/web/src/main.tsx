import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { admits, formatCount } from '@campus/domain';
import { routes } from './app/route-table';
import type { RouteHandle } from './lib/route-handle';
import { HydrationState } from './lib/hydration';
import { catalogsLoaded, documentLanguage, i18n } from './lib/i18n';
import './lib/language-choice';
import { LanguageProvider } from './lib/language-provider';
import { loadRouteChunks } from './lib/route-preload';
import { registerServiceWorker } from './lib/service-worker';
import { signedInRole } from './lib/session';
import { yieldToMain } from './lib/yield-to-main';
import './index.css';

const container = document.getElementById('root')!;

/**
 * The build rendered each page for its path alone, with no query and no navigation state: what a page reads from the
 * query (a tab, a filter, a page) or from the state its address was reached with (kept over a reload: why the session
 * ended) would differ from that first screen, and hydrating it would report a mismatch (React's error #418).
 */
const asPrerendered = () =>
  window.location.search === '' && (window.history.state as { usr?: unknown } | null)?.usr == null;

/**
 * Most pages' documents hold their first screen, rendered at build time (scripts/prerender.mjs). It is hydrated once
 * the route modules on its way are loaded (the document preloads them), so that the first render matches it. A page
 * whose address says more than its path is rendered anew over it, in one go once those modules are loaded; a signed-in
 * area's page opened without its session, or by a role it does not admit, is rendered anew at once, which sends the
 * visitor to the area's login, or tells them the page is not theirs, before any of the page's requests leave; so is a
 * first screen in another language than the one shown. The other documents (a page with a parameter, an unknown
 * address) and the dev server's are rendered here.
 */
async function start() {
  // The app's modules were evaluated in this task; each step of the start is a task of its own.
  await yieldToMain();
  // The first Intl format a page makes sets up the browser's locale data (25–50 ms): here, on its own, rather than
  // within a render, if the document's worker has not (lib/prefetch.ts).
  formatCount(0);
  await yieldToMain();
  const matches = matchRoutes(routes, window.location) ?? [];
  const handles = matches.map(({ route }) => (route.handle ?? {}) as RouteHandle);
  const audience = handles.findLast((handle) => handle.audience)?.audience;
  const access = handles.findLast((handle) => handle.access)?.access;
  const role = audience && signedInRole(audience);
  // The server sends the first screen in the language the browser shows, unless the two judge it apart (a choice made
  // on this device and its cookie gone, the pseudo-locale): a screen in another language is not the page's to keep.
  const prerendered =
    container.firstElementChild !== null &&
    documentLanguage === i18n.locale &&
    (!audience || (role !== undefined && (!access || admits(access, role))));
  const hydrate = prerendered && asPrerendered();
  await catalogsLoaded();
  if (prerendered) {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    await yieldToMain();
  }
  const router = createBrowserRouter(routes);
  await yieldToMain();
  const app = (
    <StrictMode>
      <HydrationState prerendered={hydrate}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </HydrationState>
    </StrictMode>
  );
  // In a transition, React renders the page in slices that yield to the browser (a tap, a paint) rather than in one
  // long task: the prerendered screen is already showing meanwhile.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else {
      // The prerendered screen stays until React's first commit replaces it, rather than leaving a blank page meanwhile.
      if (!prerendered) container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}

void start();
// For the navigations after this first page (lib/route-preload.ts).
if (document.readyState === 'complete') void loadRouteChunks();
else window.addEventListener('load', () => void loadRouteChunks(), { once: true });
registerServiceWorker();
