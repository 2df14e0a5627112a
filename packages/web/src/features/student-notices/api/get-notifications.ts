import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';

const NOTICE_LIMIT = 50;

export const getNotifications = (): Promise<Page<Notice>> =>
  apiRequest<Page<Notice>>(`/notifications?limit=${NOTICE_LIMIT}`, { audience: 'student' });

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: ['student', 'notifications'], queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());
