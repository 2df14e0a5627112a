import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassSession, ClassSessionInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { CLASS_KEYS } from './class-keys';

export interface AddClassSessionVariables {
  sectionId: string;
  input: ClassSessionInput;
}

/** POST /admin/sections/:id/class-sessions: an extra class of the section, apart from its timetable. */
export const addClassSession = ({ sectionId, input }: AddClassSessionVariables) =>
  apiRequest<{ classSession: ClassSession }>(`/admin/sections/${sectionId}/class-sessions`, {
    audience: 'admin',
    method: 'POST',
    body: input,
  });

export function useAddClassSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClassSession,
    onSuccess: () => Promise.all(CLASS_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
