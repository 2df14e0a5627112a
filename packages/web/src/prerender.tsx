import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/route-table';
import { LANDING_DESCRIPTION, LandingPage } from '@/features/landing/components/landing-page';
import type { Language } from '@campus/domain';
import { activate, i18n } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language-provider';

/**
 * Build-time rendering (scripts/prerender.mjs, through Vite's SSR loader). The landing page is plain HTML: it is never
 * hydrated. It is rendered in each language, and the server sends the one chosen (#46); the app's pages in English.
 */
export async function renderLanding(language: Language): Promise<{ html: string; description: string }> {
  await activate(language);
  try {
    return {
      html: renderToStaticMarkup(
        <LanguageProvider>
          <LandingPage />
        </LanguageProvider>,
      ),
      description: i18n._(LANDING_DESCRIPTION),
    };
  } finally {
    await activate('en');
  }
}

/**
 * A page's first screen as HTML, for main.tsx to hydrate: what it shows before anyone is known (the sign-in forms; a
 * signed-in area's layout, headings and placeholders), since no session is read before hydration.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://campus.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <LanguageProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </LanguageProvider>
    </StrictMode>,
  );
}
