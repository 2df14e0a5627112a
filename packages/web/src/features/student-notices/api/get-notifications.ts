import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice, Page } from '@campus/domain';
import { apiRequest } from '@/lib/api-client';
import { useStudentScope, type StudentScope } from '@/lib/student-scope';

const NOTICE_LIMIT = 50;

export const notificationsQueryOptions = (scope: StudentScope) =>
  queryOptions({
    queryKey: [...scope.key, 'notifications'],
    queryFn: () =>
      apiRequest<Page<Notice>>(`${scope.path('/notifications', 'notices')}?limit=${NOTICE_LIMIT}`, {
        audience: scope.audience,
      }),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions(useStudentScope()));
