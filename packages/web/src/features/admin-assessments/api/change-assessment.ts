import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Assessment, type AssessmentInput, type AssessmentPatch } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { ASSESSMENTS_KEY } from './get-assessments';

/** POST /admin/courses/:courseId/assessments. */
export const addAssessment = ({ courseId, ...input }: AssessmentInput & { courseId: string }) =>
  apiRequest<{ assessment: Assessment }>(`/admin/courses/${courseId}/assessments`, {
    audience: 'admin',
    method: 'POST',
    body: input,
  });

/** PATCH /admin/assessments/:id with the version the list showed: one changed since is not overwritten (409). */
export const editAssessment = ({ id, version, patch }: { id: string; version: number; patch: AssessmentPatch }) =>
  apiRequest<{ assessment: Assessment }>(`/admin/assessments/${id}`, {
    audience: 'admin',
    method: 'PATCH',
    body: patch,
    headers: { 'if-match': ifMatch(version) },
  });

/** DELETE /admin/assessments/:id; one with marks needs a reason. */
export const deleteAssessment = ({ id, version, reason }: { id: string; version: number; reason?: string }) =>
  apiRequest<{ message: string }>(`/admin/assessments/${id}`, {
    audience: 'admin',
    method: 'DELETE',
    body: reason ? { reason } : {},
    headers: { 'if-match': ifMatch(version) },
  });

/** POST /admin/assessments/:id/publish: students see its marks, and each is emailed theirs. */
export const publishAssessment = (id: string) =>
  apiRequest<{ assessment: Assessment }>(`/admin/assessments/${id}/publish`, { audience: 'admin', method: 'POST' });

/** Each change reloads the course's assessments, its marks and its results. */
function useAssessmentChange<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'results'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'marks'] }),
      ]),
  });
}

export const useAddAssessment = () => useAssessmentChange(addAssessment);
export const useEditAssessment = () => useAssessmentChange(editAssessment);
export const useDeleteAssessment = () => useAssessmentChange(deleteAssessment);
export const usePublishAssessment = () => useAssessmentChange(publishAssessment);
