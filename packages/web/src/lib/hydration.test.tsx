import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrationState, useStoreAfterHydration } from './hydration';

let stored = 'signed in';
const listeners = new Set<() => void>();
const subscribe = (changed: () => void) => {
  listeners.add(changed);
  return () => listeners.delete(changed);
};

function Session() {
  return <p>{useStoreAfterHydration(subscribe, () => stored, 'nobody yet')}</p>;
}

describe('useStoreAfterHydration', () => {
  it("shows the prerendered value while hydrating, then the store's, then follows the store", async () => {
    const page = (
      <HydrationState prerendered>
        <Session />
      </HydrationState>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('nobody yet');

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
    });
    expect(container.textContent).toBe('signed in');
    expect(onRecoverableError).not.toHaveBeenCalled();

    await act(async () => {
      stored = 'signed out';
      listeners.forEach((changed) => changed());
    });
    expect(container.textContent).toBe('signed out');
  });
});
