import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type GradeBandInput, type GradeScale } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const gradeScaleQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'grade-scale'],
    queryFn: async () =>
      (await apiRequest<{ gradeScale: GradeScale }>('/admin/grade-scale', { audience: 'admin' })).gradeScale,
  });

/** GET /admin/grade-scale: the bands that grade every result now, and their version. */
export const useGradeScale = () => useQuery(gradeScaleQueryOptions());

/** PUT /admin/grade-scale with the version read: a scale changed since is not overwritten (409). */
export const saveGradeScale = ({ bands, version }: { bands: GradeBandInput[]; version: number }) =>
  apiRequest<{ gradeScale: GradeScale }>('/admin/grade-scale', {
    audience: 'admin',
    method: 'PUT',
    body: { bands },
    headers: { 'if-match': ifMatch(version) },
  });

/** A new scale grades every result: the scale, the marks and the results read again. */
export const useSaveGradeScale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGradeScale,
    onSuccess: ({ gradeScale }) => {
      queryClient.setQueryData(gradeScaleQueryOptions().queryKey, gradeScale);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'marks'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'results'] }),
      ]);
    },
  });
};
