import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentClaimInput, paymentClaimResponseSchema } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

type PaymentClaimResponse = z.infer<typeof paymentClaimResponseSchema>;

/** Tells the office of a UPI payment (its UTR), for them to confirm once it reaches the institute's account. */
export const reportPayment = (input: PaymentClaimInput): Promise<PaymentClaimResponse> =>
  apiRequest<PaymentClaimResponse>('/payment-claims', { audience: 'student', method: 'POST', body: input });

export const useReportPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['student', 'payment-claims'] }),
  });
};
