import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseAttendance } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

/** The student's standing in each course they are enrolled in; the Attendance page's document asks for it first. */
export const myAttendanceQueryOptions = (scope: StudentScope) =>
  queryOptions({
    queryKey: [...scope.key, 'attendance'],
    queryFn: () =>
      apiRequest<{ courses: CourseAttendance[] }>(scope.path(apiPaths.studentAttendance, 'attendance'), {
        audience: scope.audience,
      }),
  });

export const useMyAttendance = () => useQuery(myAttendanceQueryOptions(useStudentScope()));
