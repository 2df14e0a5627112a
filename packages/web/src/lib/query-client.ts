import { onlineManager, QueryClient } from '@tanstack/react-query';
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

// A page opened with no connection starts offline: its queries wait for the connection rather than fail, and show what
// was last read meanwhile (lib/offline-reading.ts). The query library itself hears only of the changes after it loads.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// Nothing read with a previous sign-in is shown to the next one.
onSignIn(() => queryClient.removeQueries());
