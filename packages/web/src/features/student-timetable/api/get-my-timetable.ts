import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTimetable } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';

/** The student's classes of the week from today (India's, as the server counts it), with the holidays in it. */
export const getMyTimetable = (): Promise<MyTimetable> =>
  apiRequest<MyTimetable>(apiPaths.studentTimetable, { audience: 'student' });

export const myTimetableQueryOptions = () =>
  queryOptions({ queryKey: ['student', 'timetable', 'week'], queryFn: getMyTimetable });

export const useMyTimetable = () => useQuery(myTimetableQueryOptions());
