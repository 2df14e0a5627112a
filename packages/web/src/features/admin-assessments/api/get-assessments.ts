import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssessmentList } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** Every course's assessments start with this key: a change to one reloads them. */
export const ASSESSMENTS_KEY = ['admin', 'assessments'] as const;

/** GET /admin/courses/:courseId/assessments: by date, each with its students marked, and the weights' total. */
export const assessmentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...ASSESSMENTS_KEY, courseId],
    queryFn: () => apiRequest<AssessmentList>(`/admin/courses/${courseId}/assessments`, { audience: 'admin' }),
  });

export const useAssessments = (courseId: string) => useQuery(assessmentsQueryOptions(courseId));
