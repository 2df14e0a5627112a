import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

/** Renders with a fresh query cache that does not retry, so a failed call shows its error at once. */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

/** Answers every fetch under /api with the body the handler returns for its path (a status of its own when given). */
export function mockApi(handler: (path: string) => { status?: number; body: unknown }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body } = handler(url.replace(/^.*?\/api/, ''));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}
