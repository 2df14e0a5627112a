import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadQueue } from './get-queued-attendance';

/** Takes a staff member's unsent save of a class off the device, once they have looked at why it was not sent. */
export const useDiscardQueuedAttendance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, classSessionId }: { user: string; classSessionId: string }) =>
      (await loadQueue()).forgetQueuedAttendance(user, classSessionId),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'attendance-queue'] }),
  });
};
