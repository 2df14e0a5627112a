import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarksGrid } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** GET /admin/assessments/:id/marks: the assessment, its students with their marks, and the marks' version. */
export const getMarks = (assessmentId: string) =>
  apiRequest<MarksGrid>(`/admin/assessments/${assessmentId}/marks`, { audience: 'admin' });

/**
 * Read once and kept while marking: the grid fills from this version, and only a save or Reload reads it again, so
 * nothing being typed is replaced under the instructor's fingers.
 */
export const marksQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ['admin', 'marks', assessmentId],
    queryFn: () => getMarks(assessmentId),
    staleTime: Infinity,
  });

export const useMarks = (assessmentId: string) => useQuery(marksQueryOptions(assessmentId));
