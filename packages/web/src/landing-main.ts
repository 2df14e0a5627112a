import { handleSectionLinks } from '@/features/landing/utils/scroll-to-section';
import { registerServiceWorker } from '@/lib/service-worker';
import './index.css';

/**
 * The landing page's own entry. Its HTML is rendered at build time (scripts/prerender.mjs; the dev server renders
 * it on each request), and its only interactivity is its section links, so it ships no React at all.
 */
handleSectionLinks(document);
registerServiceWorker();
