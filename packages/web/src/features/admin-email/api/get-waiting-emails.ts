import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingEmails } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/email/waiting: the emails not sent yet or given up on, with when each is tried next. */
export const getWaitingEmails = (): Promise<WaitingEmails> =>
  apiRequest<WaitingEmails>('/admin/email/waiting', { audience: 'admin' });

/** While any email is still to be tried, the list is read again every 5 seconds: attempts and next tries move on. */
export const waitingEmailsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'email', 'waiting'],
    queryFn: getWaitingEmails,
    refetchInterval: (query) => (query.state.data?.items.some((email) => email.state !== 'failed') ? 5000 : false),
  });

export const useWaitingEmails = () => useQuery(waitingEmailsQueryOptions());
