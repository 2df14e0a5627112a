import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentClaimInput, paymentClaimResponseSchema } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope } from '@/lib/student-scope';

type PaymentClaimResponse = z.infer<typeof paymentClaimResponseSchema>;

/**
 * Tells the office of a UPI payment (its UTR), for them to confirm once it reaches the institute's account: the
 * student's own, or a guardian's for their child.
 */
export const useReportPayment = () => {
  const queryClient = useQueryClient();
  const scope = useStudentScope();
  return useMutation({
    mutationFn: (input: PaymentClaimInput) =>
      apiRequest<PaymentClaimResponse>(scope.path('/payment-claims', 'payment-claims'), {
        audience: scope.audience,
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...scope.key, 'payment-claims'] }),
  });
};
