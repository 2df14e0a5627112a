import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseAttendance } from '@campus/domain';
import { apiPaths } from '@/config/api-paths';
import { apiRequest } from '@/lib/api-client';

/** The student's standing in each course they are enrolled in; the Attendance page's document asks for it first. */
export const getMyAttendance = (): Promise<{ courses: CourseAttendance[] }> =>
  apiRequest<{ courses: CourseAttendance[] }>(apiPaths.studentAttendance, { audience: 'student' });

export const myAttendanceQueryOptions = () =>
  queryOptions({ queryKey: ['student', 'attendance'], queryFn: getMyAttendance });

export const useMyAttendance = () => useQuery(myAttendanceQueryOptions());
