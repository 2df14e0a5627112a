import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type Guardian, type GuardianFieldsInput, type GuardianList } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

const guardiansKey = (studentId: string) => ['admin', 'guardians', studentId];
/** Every student's guardians: an edit or removal of a guardian changes what each of their children shows. */
const ALL_GUARDIANS_KEY = ['admin', 'guardians'];

/** GET /admin/users/:studentId/guardians. */
export const useGuardians = (studentId: string) =>
  useQuery({
    queryKey: guardiansKey(studentId),
    queryFn: () => apiRequest<GuardianList>(`/admin/users/${studentId}/guardians`, { audience: 'admin' }),
  });

/** POST /admin/users/:studentId/guardians: a new guardian, or the one who already has that phone or email. */
export function useAddGuardian(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: GuardianFieldsInput) =>
      apiRequest<{ guardian: Guardian }>(`/admin/users/${studentId}/guardians`, {
        audience: 'admin',
        method: 'POST',
        body: fields,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_GUARDIANS_KEY }),
  });
}

/** PATCH /admin/guardians/:id at the version the list showed: a guardian changed since is not overwritten (409). */
export function useUpdateGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...fields }: GuardianFieldsInput & { id: string; version: number }) =>
      apiRequest<{ guardian: Guardian }>(`/admin/guardians/${id}`, {
        audience: 'admin',
        method: 'PATCH',
        body: fields,
        headers: { 'if-match': ifMatch(version) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_GUARDIANS_KEY }),
  });
}

/** DELETE /admin/guardians/:id?studentId=…: the guardian is no longer this student's. */
export function useRemoveGuardian(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`/admin/guardians/${id}?studentId=${studentId}`, { audience: 'admin', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_GUARDIANS_KEY }),
  });
}
