import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceHistoryEntry } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

/** The student's every mark in one course, newest class first. */
export const attendanceHistoryQueryOptions = (scope: StudentScope, courseId: string) =>
  queryOptions({
    queryKey: [...scope.key, 'attendance', 'history', courseId],
    queryFn: () =>
      apiRequest<{ marks: AttendanceHistoryEntry[] }>(
        `${scope.path('/attendance/me/history', 'attendance/history')}?courseId=${encodeURIComponent(courseId)}`,
        { audience: scope.audience },
      ),
  });

export const useAttendanceHistory = (courseId: string) =>
  useQuery(attendanceHistoryQueryOptions(useStudentScope(), courseId));
