import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingFooter } from './landing-footer';

afterEach(() => vi.useRealTimers());

describe('LandingFooter', () => {
  it('says the current year, not a year written in once', () => {
    vi.useFakeTimers({ now: new Date('2031-06-01T00:00:00Z'), toFake: ['Date'] });
    render(<LandingFooter />);
    expect(screen.getByText(/© 2031 Campus\. All rights reserved\./)).toBeInTheDocument();
  });
});
