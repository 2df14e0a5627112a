import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '@/components/layouts/require-session';
import { paths } from '@/config/paths';
import { FamilyShell } from '@/features/guardian/components/family-shell';
import { queryClient } from '@/lib/query-client';

export function Component() {
  return (
    <RequireSession audience="guardian" loginPath={paths.guardianLogin}>
      <QueryClientProvider client={queryClient}>
        <FamilyShell />
      </QueryClientProvider>
    </RequireSession>
  );
}
