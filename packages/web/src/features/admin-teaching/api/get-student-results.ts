import { useQuery } from '@tanstack/react-query';
import type { StudentResults } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/students/:id/results: the student's published results in each course, as the student sees them. */
export const useStudentResults = (studentId: string) =>
  useQuery({
    queryKey: ['admin', 'results', 'student', studentId],
    queryFn: () => apiRequest<StudentResults>(`/admin/students/${studentId}/results`, { audience: 'admin' }),
  });
