import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInput, PaymentResult } from '@campus/domain';
import { ApiError, apiRequest } from '@/lib/api-client';

export interface RecordPaymentRequest {
  input: PaymentInput;
  /** One key per payment attempt: the server records a key once, so a repeat of the attempt cannot pay twice. */
  idempotencyKey: string;
}

export const recordPayment = ({ input, idempotencyKey }: RecordPaymentRequest): Promise<PaymentResult> =>
  apiRequest<PaymentResult>('/admin/fees', {
    audience: 'admin',
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/**
 * A payment changes fee cards, the dashboard and the report, so all admin data reloads. Fee lists not on screen are
 * dropped rather than kept stale: going back to them must not show the amounts from before the payment, even briefly.
 */
export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    // A lost connection is retried with the same key: safe, since the server records the key once.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['admin', 'fees'], type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
};
