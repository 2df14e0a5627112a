import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntryResult, ReversalInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { reloadAfterLedgerChange } from '@/lib/ledger-change';

export const reverseEntry = ({ entryId, input }: { entryId: string; input: ReversalInput }) =>
  apiRequest<LedgerEntryResult>(`/admin/payments/${entryId}/reversal`, {
    audience: 'admin',
    method: 'POST',
    body: input,
  });

export const useReverseEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reverseEntry, onSuccess: () => reloadAfterLedgerChange(queryClient) });
};
