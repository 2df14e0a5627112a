import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, StudentAttendance } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const COURSE_ATTENDANCE_PAGE_SIZE = 20;

/**
 * GET /admin/courses/:id/attendance?below=true: a page of the course's students below the minimum attendance or one
 * absence from it, the lowest first, each with the server's held, attended and percentage.
 */
export const getCourseAttendanceBelow = (courseId: string, page: number) =>
  apiRequest<Page<StudentAttendance>>(
    `/admin/courses/${courseId}/attendance?below=true&page=${page}&limit=${COURSE_ATTENDANCE_PAGE_SIZE}`,
    { audience: 'admin' },
  );

export const useCourseAttendanceBelow = (courseId: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'course-attendance', courseId, 'below', page],
    queryFn: () => getCourseAttendanceBelow(courseId, page),
    placeholderData: keepPreviousData,
  });
