import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reloadAfterLedgerChange } from '@/lib/ledger-change';

/** Adds today's late fees now rather than at the daily run's hour; each late fee is added once however often it runs. */
export const runLateFees = (): Promise<{ applied: number }> =>
  apiRequest<{ applied: number }>('/admin/late-fees/run', { audience: 'admin', method: 'POST' });

export const useRunLateFees = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runLateFees, onSuccess: () => reloadAfterLedgerChange(queryClient) });
};
