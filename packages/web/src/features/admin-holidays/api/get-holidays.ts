import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Holiday } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/holidays?from=: the institute's holidays from that day on. */
export const getHolidays = async (from: string) =>
  (await apiRequest<{ holidays: Holiday[] }>(`/admin/holidays?from=${from}`, { audience: 'admin' })).holidays;

export const holidaysQueryOptions = (from: string) =>
  queryOptions({ queryKey: ['admin', 'holidays', from], queryFn: () => getHolidays(from) });

export const useHolidays = (from: string | undefined) =>
  useQuery({ ...holidaysQueryOptions(from ?? ''), enabled: from !== undefined });
