import { handleSectionLinks } from '@/features/landing/utils/scroll-to-section';
import { keepLanguage } from '@/lib/language-store';
import { registerServiceWorker } from '@/lib/service-worker';
import './index.css';

/**
 * The landing page's own entry. Its HTML is rendered at build time (scripts/prerender.mjs; the dev server renders
 * it on each request), and its only interactivity is its section links and its choice of language, so it ships no
 * React at all.
 */
handleSectionLinks(document);
// The server sends the page in the language chosen (#46).
document.querySelector<HTMLSelectElement>('[data-language-choice]')?.addEventListener('change', (event) => {
  keepLanguage((event.target as HTMLSelectElement).value);
  window.location.reload();
});
registerServiceWorker();
