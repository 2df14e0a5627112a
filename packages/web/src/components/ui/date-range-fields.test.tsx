import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ledgerMessages } from '@campus/domain';
import { DateRangeFields } from './date-range-fields';

function Page({ onRange }: { onRange: (from: string | undefined, to: string | undefined) => void }) {
  const [from, setFrom] = useState<string | undefined>('2026-03-01');
  const [to, setTo] = useState<string | undefined>('2026-03-31');
  onRange(from, to);
  return <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />;
}

describe('DateRangeFields', () => {
  it('tells a From after the To at the To field, with the API message, and passes no such range on', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn();
    render(<Page onRange={onRange} />);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-04-05');
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-05');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(ledgerMessages.fromAfterTo);
    expect(onRange).not.toHaveBeenCalledWith('2026-04-05', '2026-03-31');

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-04-30');
    expect(screen.getByLabelText('To')).not.toHaveAccessibleDescription(ledgerMessages.fromAfterTo);
    expect(onRange).toHaveBeenLastCalledWith('2026-04-05', '2026-04-30');
  });
});
