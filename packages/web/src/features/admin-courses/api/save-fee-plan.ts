import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type FeePlan, type FeePlanInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { feePlanQueryKey } from './get-fee-plan';

/**
 * A new version of the course's fee plan, for enrolments from now on. `version` is the one the form was filled from (0
 * while the course had none): a plan changed since is not overwritten (409).
 */
export const saveFeePlan = ({
  courseId,
  version,
  input,
}: {
  courseId: string;
  version: number;
  input: FeePlanInput;
}): Promise<{ feePlan: FeePlan }> =>
  apiRequest<{ feePlan: FeePlan }>(`/admin/courses/${courseId}/fee-plan`, {
    audience: 'admin',
    method: 'PUT',
    body: input,
    headers: { 'if-match': ifMatch(version) },
  });

export const useSaveFeePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeePlan,
    onSuccess: (answer, { courseId }) => queryClient.setQueryData(feePlanQueryKey(courseId), answer),
  });
};
