import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LateFeeRunResponse } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { reloadAfterLedgerChange } from '@/lib/ledger-change';

/** GET /admin/late-fees/runs/{id}: a late-fee run an admin started, running, done or failed. */
export const getLateFeeRun = (id: string): Promise<LateFeeRunResponse> =>
  apiRequest<LateFeeRunResponse>(`/admin/late-fees/runs/${id}`, { audience: 'admin' });

/**
 * The run, read again every 2 seconds while it is running. Once it has ended it is read no more, and whatever shows fees
 * is reloaded (its late fees are in the ledger): under a key of its own, outside the admin data that reloads.
 */
export const useLateFeeRun = (id: string | undefined) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['late-fee-runs', id],
    queryFn: async () => {
      const { run } = await getLateFeeRun(id!);
      if (run.state !== 'running') void reloadAfterLedgerChange(queryClient);
      return run;
    },
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 2000 : false),
    staleTime: (query) => (query.state.data?.state === 'running' ? 0 : Number.POSITIVE_INFINITY),
  });
};
