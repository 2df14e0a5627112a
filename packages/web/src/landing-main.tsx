import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from '@/features/landing/components/landing-page';
import './index.css';

/**
 * The landing page's own entry: React alone, without the app's router, query client or schemas, so the first
 * visit downloads little. The build prerenders the page into landing.html (scripts/prerender-landing.mjs) and
 * this hydrates it; the dev server serves it empty, so it is rendered here.
 */
const container = document.getElementById('root')!;
const page = (
  <StrictMode>
    <LandingPage />
  </StrictMode>
);
if (container.firstElementChild) hydrateRoot(container, page);
else createRoot(container).render(page);
