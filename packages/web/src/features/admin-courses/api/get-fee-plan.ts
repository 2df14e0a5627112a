import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeePlan } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const feePlanQueryKey = (courseId: string) => ['admin', 'fee-plan', courseId];

/** A course's current fee plan, or null while it has none. */
export const getFeePlan = (courseId: string): Promise<{ feePlan: FeePlan | null }> =>
  apiRequest<{ feePlan: FeePlan | null }>(`/admin/courses/${courseId}/fee-plan`, { audience: 'admin' });

export const feePlanQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: feePlanQueryKey(courseId), queryFn: () => getFeePlan(courseId) });

/** Read when a course is given (its fee plan dialog is open). */
export const useFeePlan = (courseId: string | undefined) =>
  useQuery({ ...feePlanQueryOptions(courseId ?? ''), enabled: courseId !== undefined });
