import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeeStatusCard } from './fee-status-card';

describe('FeeStatusCard', () => {
  it('shows paid over total in rupees with the bar at the paid share', () => {
    render(<FeeStatusCard fees={{ feePaid: 12_000_00, feeTotal: 30_000_00 }} />);
    expect(screen.getByRole('group', { name: 'Fee Status' })).toHaveTextContent('₹12,000 / ₹30,000');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('caps the bar at 100% when more than the total was paid', () => {
    render(<FeeStatusCard fees={{ feePaid: 500_00, feeTotal: 300_00 }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100% paid')).toBeInTheDocument();
  });

  it('shows 0% when the total is zero', () => {
    render(<FeeStatusCard fees={{ feePaid: 0, feeTotal: 0 }} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0% paid')).toBeInTheDocument();
  });
});
