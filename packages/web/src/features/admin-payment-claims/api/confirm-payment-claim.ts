import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentClaim } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { reloadAfterLedgerChange } from '@/lib/ledger-change';

export interface ClaimDecision {
  message: string;
  claim: PaymentClaim;
}

/** Records the reported payment (UPI, the UTR as its reference) with its receipt. */
export const confirmPaymentClaim = (claimId: string): Promise<ClaimDecision> =>
  apiRequest<ClaimDecision>(`/admin/payment-claims/${claimId}/confirm`, { audience: 'admin', method: 'POST' });

/** A refusal too reloads the list: the claim may have been decided by someone else meanwhile. */
export const useConfirmPaymentClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPaymentClaim,
    onSuccess: () => reloadAfterLedgerChange(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payment-claims'] }),
  });
};
