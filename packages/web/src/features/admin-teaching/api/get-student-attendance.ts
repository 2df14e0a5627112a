import { useQuery } from '@tanstack/react-query';
import type { CourseAttendance } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /admin/students/:id/attendance: the student's attendance in each course, as the student sees it (every course
 * for an admin, those they teach for an instructor).
 */
export const useStudentAttendance = (studentId: string) =>
  useQuery({
    queryKey: ['admin', 'attendance', 'student', studentId],
    queryFn: () =>
      apiRequest<{ courses: CourseAttendance[] }>(`/admin/students/${studentId}/attendance`, { audience: 'admin' }),
  });
