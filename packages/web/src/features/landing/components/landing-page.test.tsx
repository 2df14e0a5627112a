import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleSectionLinks } from '../utils/scroll-to-section';
import { LandingPage } from './landing-page';

/** As the browser gets it: the HTML rendered at build time, with the landing entry's section links. */
function renderPage() {
  document.body.innerHTML = renderToStaticMarkup(<LandingPage />);
  handleSectionLinks(document.body);
}

afterEach(() => {
  document.body.replaceChildren();
  // jsdom does not lay pages out, so it has no scrollIntoView; a test stands one in.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('LandingPage', () => {
  it('links the sign-in buttons to the login pages', () => {
    renderPage();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Student Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign in with a code' })).toHaveAttribute('href', '/family/login');
  });

  it("scrolls to the features with 'Learn More' and moves the focus there", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Learn More' }));
    const features = screen.getByRole('region', { name: 'Why Choose Campus?' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(features);
    expect(features).toHaveFocus();
  });

  it('scrolls to a section from its footer link, without following it', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage();
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Testimonials' });
    await userEvent.setup().click(link);
    const testimonials = document.getElementById('testimonials');
    expect(scrollIntoView.mock.contexts[0]).toBe(testimonials);
    expect(testimonials).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('keeps the footer placeholders that have no page yet as plain text', () => {
    renderPage();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Features', 'Testimonials']);
    for (const text of ['About Us', 'Help Center', 'Contact Us', 'Privacy Policy']) {
      expect(within(footer).getByText(text).closest('a')).toBeNull();
    }
    expect(within(footer).getAllByRole('img', { name: /coming soon/ })).toHaveLength(3);
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
