import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTimetable } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

/** The student's classes of the week from today (India's, as the server counts it), with the holidays in it. */
export const myTimetableQueryOptions = (scope: StudentScope) =>
  queryOptions({
    queryKey: [...scope.key, 'timetable', 'week'],
    queryFn: () =>
      apiRequest<MyTimetable>(scope.path(apiPaths.studentTimetable, 'timetable'), { audience: scope.audience }),
  });

export const useMyTimetable = () => useQuery(myTimetableQueryOptions(useStudentScope()));
