import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayBook, DayBookQuery } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

const dayBookParams = (query: DayBookQuery) => {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.size ? `?${params}` : '';
};

/** GET /admin/report/collections: what came in and went back out per day and mode; no day given is today in India. */
export const getDayBook = (query: DayBookQuery): Promise<DayBook> =>
  apiRequest<DayBook>(`/admin/report/collections${dayBookParams(query)}`, { audience: 'admin' });

export const dayBookQueryOptions = (query: DayBookQuery) =>
  queryOptions({ queryKey: ['admin', 'report', 'day-book', query], queryFn: () => getDayBook(query) });

export const useDayBook = (query: DayBookQuery) =>
  useQuery({ ...dayBookQueryOptions(query), placeholderData: keepPreviousData });
