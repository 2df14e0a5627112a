import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onSignIn } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused or missing resource will not change by asking again.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// Nothing read with a previous sign-in is shown to the next one.
onSignIn(() => queryClient.removeQueries());
