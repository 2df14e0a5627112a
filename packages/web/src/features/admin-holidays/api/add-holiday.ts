import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holiday, HolidayInput } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/holidays {date, name}. */
export const addHoliday = (holiday: HolidayInput) =>
  apiRequest<{ holiday: Holiday }>('/admin/holidays', { audience: 'admin', method: 'POST', body: holiday });

/** The holiday takes that day's classes not marked yet off the timetables: the lists of classes are read again. */
export const useAddHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHoliday,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'holidays'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'class-sessions'] }),
      ]),
  });
};
