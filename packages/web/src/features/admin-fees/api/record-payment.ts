import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentInput, PaymentResult } from '@campus/domain';
import { ApiError, apiRequest } from '@/lib/api-client';
import { reloadAfterLedgerChange } from '@/lib/ledger-change';

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

export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    // A lost connection is retried with the same key: safe, since the server records the key once.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    onSuccess: () => reloadAfterLedgerChange(queryClient),
  });
};
