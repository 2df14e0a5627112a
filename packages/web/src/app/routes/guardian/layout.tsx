import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '@/components/layouts/require-session';
import { paths } from '@/config/paths';
import { FamilyShell } from '@/features/guardian/components/family-shell';
import { useOfflineReading } from '@/lib/use-offline-reading';
import { queryClient } from '@/lib/query-client';

/** The guardian's area, whose pages stay readable offline as last read. */
function FamilyArea() {
  useOfflineReading('guardian');
  return <FamilyShell />;
}

export function Component() {
  return (
    <RequireSession audience="guardian" loginPath={paths.guardianLogin}>
      <QueryClientProvider client={queryClient}>
        <FamilyArea />
      </QueryClientProvider>
    </RequireSession>
  );
}
