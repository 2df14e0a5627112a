import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { CALENDAR_LINK_PATH, calendarLinkQueryOptions } from './get-calendar-link';

/** Gives the feed a new address: the old one stops working at once. */
export const resetCalendarLink = (): Promise<CalendarLink> =>
  apiRequest<CalendarLink>(CALENDAR_LINK_PATH, { audience: 'student', method: 'POST' });

export const useResetCalendarLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarLink,
    onSuccess: (link) => queryClient.setQueryData(calendarLinkQueryOptions().queryKey, link),
  });
};
