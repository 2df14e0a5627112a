import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConcessionInput, LedgerEntryResult } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { reloadAfterLedgerChange } from '@/lib/ledger-change';

export const grantConcession = (input: ConcessionInput): Promise<LedgerEntryResult> =>
  apiRequest<LedgerEntryResult>('/admin/concessions', { audience: 'admin', method: 'POST', body: input });

export const useGrantConcession = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantConcession, onSuccess: () => reloadAfterLedgerChange(queryClient) });
};
