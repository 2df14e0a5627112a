/** Section ids the page links to from the hero and the footer. */
export const SECTION_IDS = { features: 'features', testimonials: 'testimonials' } as const;

/**
 * Scrolls smoothly to a section (instantly when the visitor asked for reduced motion) and moves keyboard focus
 * there, so the next Tab continues from the section rather than from the control that was activated.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * Makes every control marked `data-scroll-to="<section id>"` inside `root` scroll to its section. The landing page is
 * HTML rendered at build time with no React in the browser, so its two kinds of section links work through this.
 */
export function handleSectionLinks(root: Document | HTMLElement) {
  root.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('[data-scroll-to]');
    if (!control) return;
    event.preventDefault();
    scrollToSection(control.dataset.scrollTo!);
  });
}
