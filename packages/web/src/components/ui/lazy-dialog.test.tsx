import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Loaded({ open }: { open: boolean }) {
  return <p>{open ? 'open' : 'closed'}</p>;
}

describe('lazyDialog', () => {
  it('loads the dialog the first time it opens, then keeps it mounted through closing', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const Dialog = lazyDialog(load, ({ open }) => open);
    const { rerender } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/open|closed/)).toBeNull();

    rerender(<Dialog open />);
    expect(await screen.findByText('open')).toBeInTheDocument();
    rerender(<Dialog open={false} />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
