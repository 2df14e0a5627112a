import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/route-table';
import { LANDING_DESCRIPTION, LandingPage } from '@/features/landing/components/landing-page';
import type { Language } from '@campus/domain';
import { activate, i18n } from '@/lib/i18n';
import { HydrationState } from '@/lib/hydration';
import { LanguageProvider } from '@/lib/language-provider';

/**
 * Build-time rendering (scripts/prerender.mjs, through Vite's SSR loader), of every page in each language: the server
 * sends the one chosen (#46). The landing page is plain HTML: it is never hydrated.
 */
async function inLanguage<T>(language: Language, render: () => Promise<T>): Promise<T> {
  await activate(language);
  try {
    return await render();
  } finally {
    await activate('en');
  }
}

export const renderLanding = (language: Language): Promise<{ html: string; description: string }> =>
  inLanguage(language, async () => ({
    html: renderToStaticMarkup(
      <HydrationState prerendered>
        <LanguageProvider>
          <LandingPage />
        </LanguageProvider>
      </HydrationState>,
    ),
    description: i18n._(LANDING_DESCRIPTION),
  }));

/**
 * A page's first screen as HTML in the language, for main.tsx to hydrate when the browser shows that language: what it shows before anyone is known (the sign-in forms; a
 * signed-in area's layout, headings and placeholders), since no session is read before hydration.
 */
export const renderPage = (path: string, language: Language): Promise<string> =>
  inLanguage(language, async () => {
    const handler = createStaticHandler(routes);
    // Loads the page's route modules, and their catalogs in the language (route-table.tsx).
    const context = await handler.query(new Request(new URL(path, 'http://campus.invalid')));
    if (context instanceof Response) throw new Error(`${path} answers ${context.status} at build time`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <HydrationState prerendered>
          <LanguageProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </LanguageProvider>
        </HydrationState>
      </StrictMode>,
    );
    // A boundary that suspended here (code loaded lazily) is left for the browser to render, and hydrating it logs an
    // error (React's #419): what a first screen draws must not wait for lazy code.
    if (html.includes('<!--$!-->'))
      throw new Error(`${path} suspends at build time: it draws lazy code in its first screen`);
    return html;
  });
