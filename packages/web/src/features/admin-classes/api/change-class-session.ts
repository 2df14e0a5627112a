import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, type ClassSession, type ClassSessionPatch } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { CLASS_KEYS } from './class-keys';

export interface ChangeClassSessionVariables {
  classSession: Pick<ClassSession, '_id' | 'version'>;
  patch: ClassSessionPatch;
}

/**
 * PATCH /admin/class-sessions/:id: cancels a class, takes the cancellation back, moves it or changes its room, sent
 * with the version the day's list showed (a class changed since is not overwritten: 409).
 */
export const changeClassSession = ({ classSession, patch }: ChangeClassSessionVariables) =>
  apiRequest<{ classSession: ClassSession }>(`/admin/class-sessions/${classSession._id}`, {
    audience: 'admin',
    method: 'PATCH',
    body: patch,
    headers: { 'if-match': ifMatch(classSession.version) },
  });

export function useChangeClassSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClassSession,
    onSuccess: () => Promise.all(CLASS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
