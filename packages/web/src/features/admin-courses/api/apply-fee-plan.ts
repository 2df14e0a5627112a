import { useMutation } from '@tanstack/react-query';
import { ifMatch, type FeePlanApplyResult } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * The course's current plan (version `version`, as shown) applied to its existing enrolments, or previewed
 * (`dryRun`): what changes, and what is left alone.
 */
export const applyFeePlan = ({ courseId, version, dryRun }: { courseId: string; version: number; dryRun: boolean }) =>
  apiRequest<FeePlanApplyResult>(`/admin/courses/${courseId}/fee-plan/apply`, {
    audience: 'admin',
    method: 'POST',
    body: { dryRun },
    headers: { 'if-match': ifMatch(version) },
  });

export const useApplyFeePlan = () => useMutation({ mutationFn: applyFeePlan });
