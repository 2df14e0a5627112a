import { useQuery } from '@tanstack/react-query';
import type { StudentProgressResponse } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/students/:id/progress: the student's progress in each course the signed-in staff member teaches. */
export const getStudentProgress = (studentId: string) =>
  apiRequest<StudentProgressResponse>(`/admin/students/${studentId}/progress`, { audience: 'admin' });

export const studentProgressQueryKey = (studentId: string) => ['admin', 'student-progress', studentId];

export const useStudentProgress = (studentId: string) =>
  useQuery({ queryKey: studentProgressQueryKey(studentId), queryFn: () => getStudentProgress(studentId) });
