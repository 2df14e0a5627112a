import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredFirstAnswer } from './use-deferred-first-answer';

type Result = { isPending: true; data?: undefined } | { isPending: false; data: string };

function Page({ result, log }: { result: Result; log: (shown: string) => void }) {
  const shown = useDeferredFirstAnswer(result);
  const text = shown.isPending ? 'loading' : shown.data;
  log(text);
  return <p>{text}</p>;
}

describe('useDeferredFirstAnswer', () => {
  it('renders the first answer after one more render of the pending result, and later answers at once', async () => {
    const rendered: string[] = [];
    const log = (shown: string) => rendered.push(shown);
    const { container, rerender } = render(<Page result={{ isPending: true }} log={log} />);
    expect(container.textContent).toBe('loading');

    rendered.length = 0;
    await act(async () => rerender(<Page result={{ isPending: false, data: 'first' }} log={log} />));
    // The answer's own render still shows the pending result; the deferred one shows the answer.
    expect(rendered).toEqual(['loading', 'first']);
    expect(container.textContent).toBe('first');

    rendered.length = 0;
    await act(async () => rerender(<Page result={{ isPending: false, data: 'second' }} log={log} />));
    expect(rendered).toEqual(['second']);
    expect(container.textContent).toBe('second');
  });

  it('shows an answer already there at once', () => {
    const rendered: string[] = [];
    render(<Page result={{ isPending: false, data: 'cached' }} log={(shown) => rendered.push(shown)} />);
    expect(rendered).toEqual(['cached']);
  });
});
