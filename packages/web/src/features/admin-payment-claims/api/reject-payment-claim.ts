import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ClaimDecision } from './confirm-payment-claim';

/** Turns the reported payment down; the student sees the reason. */
export const rejectPaymentClaim = ({ claimId, reason }: { claimId: string; reason: string }): Promise<ClaimDecision> =>
  apiRequest<ClaimDecision>(`/admin/payment-claims/${claimId}/reject`, {
    audience: 'admin',
    method: 'POST',
    body: { reason },
  });

/** Answered or refused (decided by someone else meanwhile), the list is reloaded. */
export const useRejectPaymentClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPaymentClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payment-claims'] }),
  });
};
