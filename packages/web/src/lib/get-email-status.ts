import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailStatus } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from './api-client';

/** GET /admin/email/status: whether email is configured, and the outbox's counts. The Email page and the notice form use it. */
export const getEmailStatus = (): Promise<EmailStatus> =>
  apiRequest<EmailStatus>(apiPaths.emailStatus, { audience: 'admin' });

/** While emails wait or are being sent, the figures are read again every 2 seconds. */
export const emailStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'email', 'status'],
    queryFn: getEmailStatus,
    refetchInterval: (query) =>
      query.state.data && query.state.data.queued + query.state.data.sending > 0 ? 2000 : false,
  });

export const useEmailStatus = () => useQuery(emailStatusQueryOptions());
