import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('keeps Tab and Shift+Tab inside the modal', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Dialog open onClose={vi.fn()} title="Edit" footer={<button type="button">Save</button>}>
          <input aria-label="Name" />
        </Dialog>
        <button type="button">After</button>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });

    save.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('is labelled by its own title', () => {
    render(
      <>
        <Dialog open onClose={vi.fn()} title="First">
          <p>one</p>
        </Dialog>
        <Dialog open onClose={vi.fn()} title="Second">
          <p>two</p>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });

  it('closes on Escape through its state, so a late close event cannot undo a reopening', () => {
    const onClose = vi.fn();
    const dialogWith = (open: boolean) => (
      <Dialog open={open} onClose={onClose} title="Edit">
        <p>one</p>
      </Dialog>
    );
    const { rerender } = render(dialogWith(true));
    const dialog = screen.getByRole('dialog', { name: 'Edit' });

    const escape = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');

    rerender(dialogWith(false));
    expect(dialog).not.toHaveAttribute('open');
    rerender(dialogWith(true));
    dialog.dispatchEvent(new Event('close'));
    expect(dialog).toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
