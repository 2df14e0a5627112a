import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes, type RouteHandle } from './app/route-table';
import { getToken } from './lib/session';
import './index.css';

const container = document.getElementById('root')!;

/**
 * Most pages' documents hold their first screen, rendered at build time (scripts/prerender.mjs). It is hydrated once
 * the route modules on its way are loaded (the document preloads them), so that the first render matches it; but a
 * signed-in area's page opened without its session is rendered anew, which sends the visitor to the area's login
 * before any of the page's requests leave. The other documents (a page with a parameter, an unknown address) and the
 * dev server's are rendered here.
 */
async function start() {
  const matches = matchRoutes(routes, window.location) ?? [];
  const audience = matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.audience).findLast(Boolean);
  const hydrate = container.firstElementChild !== null && (!audience || getToken(audience) !== null);
  if (hydrate) {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
