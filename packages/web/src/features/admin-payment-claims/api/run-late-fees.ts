import { useMutation } from '@tanstack/react-query';
import type { LateFeeRunResponse } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * Starts adding today's late fees now rather than at the daily run's hour; each late fee is added once however often
 * it runs. The server answers at once (202) with the run, running: useLateFeeRun follows it.
 */
export const runLateFees = (): Promise<LateFeeRunResponse> =>
  apiRequest<LateFeeRunResponse>('/admin/late-fees/run', { audience: 'admin', method: 'POST' });

export const useRunLateFees = () => useMutation({ mutationFn: runLateFees });
