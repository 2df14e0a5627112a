import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holiday } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** DELETE /admin/holidays/:id. */
export const deleteHoliday = (holiday: Pick<Holiday, '_id'>) =>
  apiRequest<unknown>(`/admin/holidays/${holiday._id}`, { audience: 'admin', method: 'DELETE' });

/** The timetables give the day its classes back: the lists of classes are read again. */
export const useDeleteHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'holidays'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'class-sessions'] }),
      ]),
  });
};
