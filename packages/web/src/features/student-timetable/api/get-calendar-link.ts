import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarLink } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

export const CALENDAR_LINK_PATH = '/timetable/me/calendar-link';

/** The address of the student's private calendar feed; the server makes it on the first ask. */
export const getCalendarLink = (): Promise<CalendarLink> =>
  apiRequest<CalendarLink>(CALENDAR_LINK_PATH, { audience: 'student' });

export const calendarLinkQueryOptions = () =>
  queryOptions({ queryKey: ['student', 'calendar-link'], queryFn: getCalendarLink });

export const useCalendarLink = () => useQuery(calendarLinkQueryOptions());
