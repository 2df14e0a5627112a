import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceHistoryEntry } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** The student's every mark in one course, newest class first. */
export const getAttendanceHistory = (courseId: string): Promise<{ marks: AttendanceHistoryEntry[] }> =>
  apiRequest<{ marks: AttendanceHistoryEntry[] }>(`/attendance/me/history?courseId=${encodeURIComponent(courseId)}`, {
    audience: 'student',
  });

export const attendanceHistoryQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['student', 'attendance', 'history', courseId],
    queryFn: () => getAttendanceHistory(courseId),
  });

export const useAttendanceHistory = (courseId: string) => useQuery(attendanceHistoryQueryOptions(courseId));
