import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { HydrationState } from '@/lib/hydration';

// A prerendered page, as the build renders it and main.tsx hydrates it.
const form = (
  <HydrationState prerendered>
    <form>
      <input name="password" />
      <Button type="submit">Sign In</Button>
      <Button>Show password</Button>
    </form>
  </HydrationState>
);

describe('Button', () => {
  it('keeps a prerendered form from being sent until the scripts have taken it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    const [submit, other] = container.querySelectorAll('button');
    expect(submit).toBeDisabled();
    expect(other).toBeEnabled();

    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
  });
});
