import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSession } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/class-sessions?date=: the day's classes (an instructor's own only), each with whether it is marked. */
export const getClassSessions = async (date: string) =>
  (await apiRequest<{ classSessions: ClassSession[] }>(`/admin/class-sessions?date=${date}`, { audience: 'admin' }))
    .classSessions;

export const classSessionsQueryOptions = (date: string) =>
  queryOptions({ queryKey: ['admin', 'class-sessions', date], queryFn: () => getClassSessions(date) });

export const useClassSessions = (date: string | undefined) =>
  useQuery({ ...classSessionsQueryOptions(date ?? ''), enabled: date !== undefined });
